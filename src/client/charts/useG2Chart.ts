import { useLatest } from 'ahooks';
import { useEffect, useRef, useState } from 'react';

type G2Module = typeof import('@antv/g2plot');
export type G2Kind = 'Column' | 'Line' | 'Pie' | 'Bar' | 'Histogram' | 'Area' | 'Scatter';
type Kind = G2Kind;
interface Plot {
  render(): void;
  changeData(d: unknown[]): void;
  destroy(): void;
}

let loading: Promise<G2Module> | undefined;
/** G2Plot arrives with the first chart that needs it (not with the portal's first load). */
const loadG2 = () => (loading ??= import('@antv/g2plot'));

/**
 * A G2Plot chart in the element: created (again) when optionsKey changes, fed through changeData
 * otherwise. options must not contain data.
 */
export function useG2Chart(
  el: React.RefObject<HTMLDivElement | null>,
  kind: Kind,
  options: Record<string, unknown>,
  optionsKey: string,
  data: unknown[],
): boolean {
  const plot = useRef<Plot | null>(null);
  const dataRef = useLatest(data);
  const optsRef = useLatest(options);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let alive = true;
    void loadG2().then((g2) => {
      if (!alive || !el.current) return;
      const Ctor = g2[kind] as unknown as new (el: HTMLElement, o: Record<string, unknown>) => Plot;
      plot.current = new Ctor(el.current, { ...optsRef.current, data: dataRef.current, animation: false, autoFit: true });
      plot.current.render();
      setReady(true);
    });
    return () => {
      alive = false;
      plot.current?.destroy();
      plot.current = null;
      setReady(false);
    };
  }, [el, kind, optionsKey, dataRef, optsRef]);

  useEffect(() => {
    plot.current?.changeData(data);
  }, [data]);
  return ready;
}
