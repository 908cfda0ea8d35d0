import { useTranslation } from 'react-i18next';
import type { Metric } from './metrics.js';

/** heatmap.js's default ramp (the server's colours), transparent at no heat. */
const RAMP = 'linear-gradient(to right, rgba(0,0,255,0.1) 0%, rgb(0,0,255) 25%, rgb(0,255,0) 55%, rgb(255,255,0) 85%, rgb(255,0,0) 100%)';

/** The colour ramp with its scale: 0 to the current top of the scale, in the metric's unit. */
export default function Legend({ metric, max }: { metric: Metric; max: number }) {
  const { t } = useTranslation('portal');
  const tick = (f: number) => `${(max * f).toFixed(metric.decimals)}`;
  return (
    <div data-testid="heatmap-legend" style={{ width: 260 }}>
      <div style={{ fontSize: 12, marginBottom: 4 }}>
        {t(`heatmap.legend.${metric.key}`)} ({metric.unit})
      </div>
      <div style={{ height: 12, borderRadius: 2, background: RAMP, border: '1px solid #d9d9d9' }} />
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 12, color: '#595959' }}>
        <span>{tick(0)}</span>
        <span>{tick(0.5)}</span>
        <span>≥ {tick(1)}</span>
      </div>
    </div>
  );
}
