import { useEffect, useRef } from 'react';
import { CurveChart } from './curveChart.js';
import type { CurveLine } from './types.js';

/**
 * A uPlot chart in the element: rebuilt when the labels, width or height change (language, devices,
 * resizing), otherwise redrawn in place on each new version of the lines.
 */
export function useCurveChart(el: React.RefObject<HTMLDivElement | null>, lines: CurveLine[], version: number, labels: string[], yLabel: string, width: number, height: number): void {
  const chart = useRef<CurveChart | null>(null);
  const linesRef = useRef(lines);
  linesRef.current = lines;
  const labelKey = JSON.stringify([labels, yLabel]);

  useEffect(() => {
    if (!el.current || width <= 0) return undefined;
    const c = new CurveChart(el.current, { width, height, labels, yLabel }, linesRef.current);
    chart.current = c;
    return () => { c.destroy(); chart.current = null; };
    // labels/yLabel are represented by labelKey
  }, [el, labelKey, width, height]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => { chart.current?.update(lines); }, [lines, version]);
}
