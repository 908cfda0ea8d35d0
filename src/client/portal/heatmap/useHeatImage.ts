import { http } from '../../api/http.js';
import useSWR from 'swr';
import { polled } from '../polled.js';

type HeatBody = { nodes: { x: number; y: number; v: number }[]; scale: { w: number; h: number }; radius: number; max: number };

/** The heat image (a PNG data URL) of the nodes, rendered again whenever they change; the previous one stays meanwhile. */
export function useHeatImage(body: HeatBody | null) {
  const key = body && body.nodes.length ? JSON.stringify(body) : null;
  const img = useSWR(
    key && ['portal', 'heat', key],
    async () => `data:image/png;base64,${(await http.post<string>('/api/heatmap', JSON.parse(key as string), true)).result}`,
    polled(),
  );
  return { src: img.data, error: img.error };
}
