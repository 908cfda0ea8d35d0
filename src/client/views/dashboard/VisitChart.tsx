import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { useSize } from 'ahooks';

export interface VisitSeries {
  dayLabel: string;
  days: string[];
  series: { name: string; values: number[]; color: string }[];
}

const HEIGHT = 300;

function options({ dayLabel, days, series }: VisitSeries, width: number): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    scales: { x: { time: false, range: [-0.5, days.length - 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(5, max * 1.1)] } },
    axes: [{ splits: () => days.map((_, i) => i), values: (_u, splits) => splits.map((i) => days[i] ?? '') }, { size: 50 }],
    cursor: { drag: { x: false, y: false } },
    // away from the chart the legend reads the latest day, not uPlot's "--"
    hooks: { setCursor: [(u) => u.cursor.idx == null && u.setLegend({ idx: days.length - 1 })] },
    series: [
      { label: dayLabel, value: (_u, v) => (v == null ? '--' : (days[v] ?? '')) },
      ...series.map((s, i) => ({
        label: s.name,
        stroke: s.color,
        fill: s.color,
        width: 0,
        // two grouped columns: the first left of its day's tick, the second right of it
        paths: uPlot.paths.bars!({ size: [0.35, 60], align: i === 0 ? -1 : 1 }),
        points: { show: false },
      })),
    ],
  };
}

/**
 * Visits and distinct IPs per day as grouped columns. uPlot (already the live curves' chart)
 * instead of G2Plot: G2Plot alone was 240 KB gzip of the console's first load (goal ≤ 600 KB).
 */
export default function VisitChart({ data }: { data: VisitSeries }) {
  const el = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const width = Math.floor(useSize(el)?.width ?? 0);
  useEffect(() => {
    if (!el.current || !width) return undefined;
    const aligned = [data.days.map((_, i) => i), ...data.series.map((s) => s.values)] as uPlot.AlignedData;
    plot.current = new uPlot(options(data, width), aligned, el.current);
    if (data.days.length) plot.current.setLegend({ idx: data.days.length - 1 });
    return () => {
      plot.current?.destroy();
      plot.current = null;
    };
  }, [data, width]);
  return <div ref={el} data-testid="visit-chart" style={{ minHeight: HEIGHT }} />;
}
