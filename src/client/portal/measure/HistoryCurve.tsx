import 'uplot/dist/uPlot.min.css';
import { useSize } from 'ahooks';
import { Card, Segmented, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import CurveRangeBar from '../../curves/CurveRangeBar.js';
import FlaggedHint from '../../curves/FlaggedHint.js';
import { backFromNow, zoomed } from '../../curves/curveRange.js';
import type { MeasType } from '../../curves/types.js';
import { useCurveChart } from '../../curves/useCurveChart.js';
import { useCurveHistory } from '../../curves/useCurveHistory.js';
import { useRangeParam } from '../../curves/useRangeParam.js';
import DeviceSelect from '../../measure/DeviceSelect.js';
import MeasurePage from './MeasurePage.js';
import { useDefaultSelection } from '../../measure/useDefaultSelection.js';
import { useEquips } from '../../measure/useEquips.js';

const ALL: string[] = [];
const HOUR = backFromNow(3600);

/**
 * Past values of one device: the server picks ring, 1 s, 1 min or 10 min aggregates by the span;
 * min and max keep spikes visible. The range is in the URL (`range`, default the hour back from now).
 */
export default function HistoryCurve() {
  const { t } = useTranslation('portal');
  const { equips, loading } = useEquips();
  const [ids, setIds] = useDefaultSelection(equips, ALL, 1);
  const [meas, setMeas] = useState<MeasType>('fq');
  const [chosen, setRange] = useRangeParam('range');
  const range = chosen ?? HOUR;
  const el = useRef<HTMLDivElement>(null);
  const width = useSize(el)?.width ?? 0;
  const names = { mean: t('history.mean'), min: t('history.min'), max: t('history.max') };
  const past = useCurveHistory(ids.slice(0, 1), meas, range, (_d, stat) => names[stat]);
  const lines = past.lines;
  const zoom = (from: number, to: number) => {
    const r = zoomed(from, to);
    if (r) setRange(r);
  };
  useCurveChart(
    el,
    lines,
    lines.length + (past.end ?? 0),
    lines.length ? Object.values(names) : [t('curve.waiting')],
    t(`curve.axis.${meas}`),
    Math.floor(width),
    300,
    zoom,
    past.flagged,
  );
  const points = Math.max(0, (lines[0]?.x.length ?? 2) - 2); // buckets, without the two range ends
  const toolbar = (
    <Space wrap size={16}>
      <DeviceSelect single equips={equips} value={ids} onChange={setIds} loading={loading} />
      <Segmented<MeasType>
        value={meas}
        onChange={setMeas}
        options={[
          { value: 'fq', label: t('curve.meas.fq') },
          { value: 'RF', label: t('curve.meas.RF') },
          { value: 'UAA', label: t('curve.meas.UAA') },
        ]}
      />
    </Space>
  );
  return (
    <MeasurePage testId="page-historycurve" title="nav.historycurve" hint="measure.history.hint" toolbar={toolbar}>
      <Card size="small">
        <div data-testid="history-curve" data-level={past.level ?? ''} data-points={points} data-flagged={past.flagged.length}>
          <Space style={{ marginBottom: 8 }} wrap>
            <Typography.Text strong>{t(`curve.meas.${meas}`)}</Typography.Text>
            <CurveRangeBar live={false} range={range} onChange={(r) => setRange(r)} level={past.level} readEnd={past.end} />
            <Typography.Link onClick={past.refresh}>{t('history.refresh')}</Typography.Link>
          </Space>
          <div ref={el} style={{ width: '100%', minHeight: 300 }} />
          {past.flagged.length > 0 && <FlaggedHint />}
        </div>
      </Card>
    </MeasurePage>
  );
}
