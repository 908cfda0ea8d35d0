import 'uplot/dist/uPlot.min.css';
import { useSize } from 'ahooks';
import { DatePicker, Descriptions, Modal, Select, Space, Spin } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import CurveRangeBar from '../../curves/CurveRangeBar.js';
import { backFromNow, endOf, fixedRange, zoomed, type CurveRange } from '../../curves/curveRange.js';
import { useCurveChart } from '../../curves/useCurveChart.js';
import { useCurveHistory } from '../../curves/useCurveHistory.js';
import '../../i18n/portal/index.js';
import { equipName } from '../../measure/equipText.js';
import type { DialogStore } from '#renderers/core.js';
import ComtradeButton, { comtradeUrl } from './comtrade/ComtradeButton.js';
import { rangeStats } from './rangeStats.js';
import { useHistoryPoints } from './useHistoryPoints.js';

const HEIGHT = 320;

/**
 * 测量历史: one point of a device over any past range (presets back from now, or any from–to),
 * read the way the portal's curves read history — the server picks ring, 1 s, 1 min or 10 min
 * aggregates by the span and keeps min and max, so spikes stay visible; min / max / mean of the range beside it.
 */
export default function HistoryDialog({ store }: { store: DialogStore<true> }) {
  const { t, i18n } = useTranslation();
  const open = !!store.useValue();
  const { devices, loading } = useHistoryPoints(open);
  const [device, setDevice] = useState<string>();
  const [point, setPoint] = useState('fq');
  const [range, setRange] = useState<CurveRange>(() => backFromNow(3600));
  const el = useRef<HTMLDivElement>(null);
  const width = useSize(el)?.width ?? 0;
  const chosen = devices.find((d) => d.equipid === device) ?? devices[0];
  const stat = (s: 'mean' | 'min' | 'max') => t(`dataset.${s}`);
  const pointLabel = (p: string) => {
    const [type, channel] = p.split('.');
    return `${t(`dataset.measTypes.${type}`, { defaultValue: type })}${channel ? ` ${channel}` : ''}`;
  };
  const past = useCurveHistory(open && chosen ? [chosen.equipid] : [], point, range, (_d, s) => stat(s));
  const lines = past.lines;
  const zoom = (from: number, to: number) => {
    const r = zoomed(from, to);
    if (r) setRange(r);
  };
  const labels = lines.length ? lines.map((l) => l.name_zh) : [t('dataset.noData')];
  useCurveChart(
    el,
    lines,
    lines.length + (past.end ?? 0),
    labels,
    past.unit ? `${pointLabel(point)} (${past.unit})` : pointLabel(point),
    Math.floor(width),
    HEIGHT,
    zoom,
  );
  if (!open) return null;
  const s = rangeStats(lines);
  const num = (v: number | null) => (v === null ? '—' : Number(v.toFixed(4)));
  const end = endOf(range);
  const picker = (
    <span data-testid="history-custom">
      <DatePicker.RangePicker
        size="small"
        showTime
        value={[dayjs((end - range.span) * 1000), dayjs(end * 1000)]}
        disabledDate={(d) => d.isAfter(dayjs(), 'day')}
        onChange={(v) => v?.[0] && v[1] && setRange(fixedRange(v[0].unix(), v[1].unix()))}
      />
    </span>
  );
  return (
    <Modal open width={980} footer={null} title={t('dataset.history')} onCancel={store.close}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Select
            data-testid="history-device"
            style={{ width: 320 }}
            showSearch
            optionFilterProp="label"
            loading={loading}
            placeholder={t('dataset.deviceRequired')}
            value={chosen?.equipid}
            onChange={(v: string) => {
              setDevice(v);
              if (!devices.find((d) => d.equipid === v)?.points.includes(point)) setPoint('fq');
            }}
            options={devices.map((d) => ({ value: d.equipid, label: `${equipName(d, i18n.language)} (${d.equipid})` }))}
          />
          <Select
            data-testid="history-point"
            style={{ width: 220 }}
            value={point}
            onChange={setPoint}
            options={(chosen?.points ?? []).map((p) => ({ value: p, label: pointLabel(p) }))}
          />
          <ComtradeButton
            hint={t('comtrade.hint')}
            url={(format, pack) =>
              chosen ? comtradeUrl('/isps/comtrade/device', { device: chosen.equipid, points: point, begin: end - range.span, end, format, pack }) : null
            }
          />
        </Space>
        <CurveRangeBar live={false} range={range} onChange={(r) => r && setRange(r)} level={past.level} readEnd={past.end} extra={picker} />
        <Descriptions size="small" column={4} data-testid="history-stats">
          <Descriptions.Item label={t('dataset.buckets')}>{s.count}</Descriptions.Item>
          <Descriptions.Item label={t('dataset.min')}>{num(s.min)}</Descriptions.Item>
          <Descriptions.Item label={t('dataset.max')}>{num(s.max)}</Descriptions.Item>
          <Descriptions.Item label={t('dataset.mean')}>{num(s.mean)}</Descriptions.Item>
        </Descriptions>
        <Spin spinning={past.loading}>
          <div ref={el} data-testid="history-check" data-level={past.level ?? ''} data-points={s.count} style={{ width: '100%', minHeight: HEIGHT }} />
        </Spin>
        <div style={{ color: '#999' }}>{t('dataset.historyHint')}</div>
      </Space>
    </Modal>
  );
}
