import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CURVE_PALETTE } from '../../../curves/palette.js';
import type { Bar } from './spectrumData.js';
import { useG2Chart } from '../../../charts/useG2Chart.js';

/** Column chart of the groups per order, % of the fundamental (G2Plot, loaded on demand). */
export default function SpectrumColumns({ data, kind }: { data: Bar[]; kind: 'harmonic' | 'interharmonic' }) {
  const { t, i18n } = useTranslation('portal');
  const el = useRef<HTMLDivElement>(null);
  const options = useMemo(
    () => ({
      xField: 'order',
      yField: 'value',
      height: 320,
      color: CURVE_PALETTE[0],
      meta: { order: { alias: t('measure.spectrum.order') }, value: { alias: t(`measure.spectrum.group.${kind}`) } },
      tooltip: { formatter: (d: Bar) => ({ name: t(`measure.spectrum.group.${kind}`), value: `${d.value.toFixed(3)} %` }) },
      xAxis: { title: { text: t('measure.spectrum.order') }, label: { autoHide: true } },
      yAxis: { title: { text: t('measure.spectrum.percent') } },
    }),
    [t, kind],
  );
  useG2Chart(el, 'Column', options, `${i18n.language}:${kind}`, data);
  return <div ref={el} data-testid="spectrum-columns" data-bars={data.length} style={{ height: 320 }} />;
}
