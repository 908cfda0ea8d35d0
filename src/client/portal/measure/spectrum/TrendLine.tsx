import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CURVE_PALETTE } from '../../../curves/palette.js';
import type { TrendPoint } from './spectrumData.js';
import { useG2Chart } from '../../../charts/useG2Chart.js';

/** The distortion over the last minute (G2Plot line; x as HH:mm:ss). */
export default function TrendLine({ data, label }: { data: TrendPoint[]; label: string }) {
  const { i18n } = useTranslation('portal');
  const el = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => data.map((p) => ({ time: p.time * 1000, value: p.value })), [data]);
  const options = useMemo(
    () => ({
      xField: 'time',
      yField: 'value',
      height: 220,
      color: CURVE_PALETTE[3],
      meta: { time: { type: 'time', mask: 'HH:mm:ss' }, value: { alias: label } },
      tooltip: { formatter: (d: { value: number }) => ({ name: label, value: `${d.value.toFixed(3)} %` }) },
      xAxis: { tickCount: 6 },
      yAxis: { title: { text: label } },
    }),
    [label],
  );
  useG2Chart(el, 'Line', options, `${i18n.language}:${label}`, rows);
  return <div ref={el} data-testid="trend-line" data-points={rows.length} style={{ height: 220 }} />;
}
