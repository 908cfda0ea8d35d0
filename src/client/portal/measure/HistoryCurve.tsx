import 'uplot/dist/uPlot.min.css';
import { useRequest, useSize } from 'ahooks';
import { Card, Segmented, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchHistory } from '../curve/historyData.js';
import { portalGet, showCurveWarning } from '../curve/portalGet.js';
import type { MeasType } from '../curve/types.js';
import { useCurveChart } from '../curve/useCurveChart.js';
import DeviceSelect from './DeviceSelect.js';
import MeasurePage from './MeasurePage.js';
import { useDefaultSelection } from './useDefaultSelection.js';
import { useEquips } from './useEquips.js';

const SPANS = { '10m': 600, '1h': 3600, '24h': 86_400, '7d': 7 * 86_400, '30d': 30 * 86_400 } as const;
type Span = keyof typeof SPANS;
const ALL: string[] = [];

/** Past values of one device: the server picks ring, 1 s or 10 min aggregates by the span; min and max keep spikes visible. */
export default function HistoryCurve() {
  const { t } = useTranslation('portal');
  const { equips, loading } = useEquips();
  const [ids, setIds] = useDefaultSelection(equips, ALL, 1);
  const [meas, setMeas] = useState<MeasType>('fq');
  const [span, setSpan] = useState<Span>('1h');
  const el = useRef<HTMLDivElement>(null);
  const width = useSize(el)?.width ?? 0;
  const id = ids[0];
  const names: [string, string, string] = [t('history.mean'), t('history.min'), t('history.max')];
  const { data, refresh } = useRequest(
    async () => {
      if (!id) return null;
      const end = Date.now() / 1000;
      const r = await fetchHistory(portalGet, id, meas, end - SPANS[span], end, () => names);
      if (r.warning) showCurveWarning(r.warning);
      return r;
    },
    { refreshDeps: [id, meas, span, t] },
  );
  const lines = data?.lines ?? [];
  useCurveChart(el, lines, lines.length, lines.length ? names : [t('curve.waiting')], t(`curve.axis.${meas}`), Math.floor(width), 300);
  const points = Math.max(0, (lines[0]?.x.length ?? 2) - 2); // buckets, without the two range ends
  const toolbar = (
    <Space wrap size={16}>
      <DeviceSelect single equips={equips} value={ids} onChange={setIds} loading={loading} />
      <Segmented<MeasType>
        value={meas}
        onChange={setMeas}
        options={[
          { value: 'fq', label: t('curve.meas.fq') },
          { value: 'UAA', label: t('curve.meas.UAA') },
        ]}
      />
      <Segmented<Span> value={span} onChange={setSpan} options={(Object.keys(SPANS) as Span[]).map((s) => ({ value: s, label: t(`history.span.${s}`) }))} />
    </Space>
  );
  return (
    <MeasurePage testId="page-historycurve" title="nav.historycurve" hint="measure.history.hint" toolbar={toolbar}>
      <Card size="small">
        <div data-testid="history-curve" data-level={data?.level ?? ''} data-points={points}>
          <Space style={{ marginBottom: 8 }}>
            <Typography.Text strong>{t(`curve.meas.${meas}`)}</Typography.Text>
            {data?.level && <Tag>{t(`history.level.${data.level}`)}</Tag>}
            <Typography.Link onClick={refresh}>{t('history.refresh')}</Typography.Link>
          </Space>
          <div ref={el} style={{ width: '100%', minHeight: 300 }} />
        </div>
      </Card>
    </MeasurePage>
  );
}
