import type { MapLabel } from './types.js';
import useSWR from 'swr';
import { polled } from '../measure/polled.js';

async function fetchOk(url: string): Promise<Response> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res;
}

/** cn.svg without its own label layers (the page draws them above the heat image). */
const loadMapSvg = async () => (await (await fetchOk('/cn.svg')).text()).replace(/<g id="cn-labels-(zh|en)"[^>]*>[\s\S]*?<\/g>/g, '');

const loadLabels = async () => ((await (await fetchOk('/cn-labels.json')).json()) as { labels: MapLabel[] }).labels;

/** The build-time map files, fetched once: the base map's SVG text and the label anchors. */
export function useMapAssets() {
  const svg = useSWR(['portal', 'cn.svg'], loadMapSvg, polled());
  const labels = useSWR(['portal', 'cn-labels.json'], loadLabels, polled());
  return { svg: svg.data, labels: labels.data ?? [], error: svg.error ?? labels.error };
}
