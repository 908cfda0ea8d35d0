import { Column } from '@antv/g2plot';
import { useEffect, useRef } from 'react';

export interface VisitPoint { day: string; kind: string; value: number }

/** Visits and distinct IPs per day, grouped columns (G2Plot, loaded with this chunk only). */
export default function VisitChart({ data }: { data: VisitPoint[] }) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<Column | null>(null);
  useEffect(() => {
    if (!el.current) return;
    chart.current = new Column(el.current, {
      data, xField: 'day', yField: 'value', seriesField: 'kind', isGroup: true, height: 300, autoFit: true,
      legend: { position: 'top-right' }, animation: false, // figures appear at once, also in screenshots
    });
    chart.current.render();
    return () => chart.current?.destroy();
    // the chart is created once; data changes go through changeData below
  }, []);
  useEffect(() => chart.current?.changeData(data), [data]);
  return <div ref={el} data-testid="visit-chart" />;
}
