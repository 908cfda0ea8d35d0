import { useRef } from 'react';
import { useG2Chart } from '../../charts/useG2Chart.js';

export interface Point {
  time: string;
  value: number;
  series: string;
}

/** A line per series over the samples seen since the page opened (G2Plot, loaded with the monitor pages only). */
export default function LiveChart({ data, unit, testId }: { data: Point[]; unit: string; testId: string }) {
  const el = useRef<HTMLDivElement>(null);
  useG2Chart(
    el,
    'Line',
    {
      xField: 'time',
      yField: 'value',
      seriesField: 'series',
      height: 240,
      smooth: true,
      yAxis: { title: { text: unit } },
      legend: { position: 'top' },
    },
    unit,
    data,
  );
  return <div ref={el} data-testid={testId} style={{ height: 240 }} />;
}
