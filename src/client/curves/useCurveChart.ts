import { useLatest } from 'ahooks';
import { useEffect, useRef } from 'react';
import { CurveChart } from './curveChart.js';
import type { CurveLine } from './types.js';

const NO_BANDS: readonly (readonly [number, number])[] = [];

/**
 * A uPlot chart in the element: rebuilt when the labels change (language, devices), resized when
 * the element is, otherwise redrawn in place on each new version of the lines.
 */
export function useCurveChart(
  el: React.RefObject<HTMLDivElement | null>,
  lines: CurveLine[],
  version: number,
  labels: string[],
  yLabel: string,
  width: number,
  height: number,
  /** dragging selects a time range (history charts) */
  onSelect?: (from: number, to: number) => void,
  /** spans shaded behind the lines (history: values IEC 61000-4-30 flags) */
  bands: readonly (readonly [number, number])[] = NO_BANDS,
): void {
  const chart = useRef<CurveChart | null>(null);
  const latest = useLatest({ lines, width, height, onSelect, bands });
  const selectable = !!onSelect;
  const labelKey = JSON.stringify([labels, yLabel]);
  const hasWidth = width > 0;

  useEffect(() => {
    if (!el.current || !hasWidth) return undefined;
    const { lines: now, width: w, height: h } = latest.current;
    const select = selectable ? (from: number, to: number) => latest.current.onSelect?.(from, to) : undefined;
    const c = new CurveChart(el.current, { width: w, height: h, labels, yLabel, onSelect: select }, now);
    c.setBands(latest.current.bands);
    chart.current = c;
    return () => {
      c.destroy();
      chart.current = null;
    };
    // labels and yLabel are represented by labelKey
  }, [el, labelKey, hasWidth, selectable]); // eslint-disable-line react-hooks/exhaustive-deps -- labels/yLabel via labelKey

  useEffect(() => {
    if (width > 0) chart.current?.resize(width, height);
  }, [width, height]);
  useEffect(() => {
    chart.current?.setBands(bands);
    chart.current?.update(lines);
  }, [lines, version, bands]);
}
