import { Button, Card, Descriptions, Empty, Space, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { http } from '../../api/http.js';
import { z } from 'zod';
import { capturePart } from '#shared/contract/pqCharts.js';
import { pqEvent } from '#shared/contract/pqEvents.js';
import { durationText, extremeText } from './api.js';
import CaptureChart from './CaptureChart.js';
import ComtradeButton, { comtradeUrl } from '../datasets/comtrade/ComtradeButton.js';
import './i18n.js';

/** What each captured point is and how it is shown: voltage magnitudes in % of Udin. */
const SHOWN: Record<string, { unit: string; pct?: boolean }> = {
  UAA: { unit: '%', pct: true },
  UPM: { unit: '%', pct: true },
  WAV: { unit: 'kV' },
  fq: { unit: 'Hz' },
  RF: { unit: 'Hz/s' },
  THD: { unit: '%' },
  IPM: { unit: 'A' },
  PHA: { unit: '°' },
};

/** 事件详情: one event's record and its full-resolution capture, a curve per point of its device. */
export default function EventPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: ev, error } = useSWR(['pq', 'event', id], async () => (await http.get('/pq/event/queryById', { id }, { quiet: true, answer: pqEvent })).result);
  const { data: parts } = useSWR(
    ev ? ['pq', 'capture', id] : null,
    async () => (await http.get('/pq/event/capture', { id }, { answer: z.array(capturePart) })).result,
  );
  if (error) return <Empty description={t('pq.event.notFound')} />;
  if (!ev) return <Spin />;
  const udin = ev.udinKv ?? 0;
  const shown = (parts ?? []).filter((p) => p.width === 1 && SHOWN[p.measType ?? '']);
  return (
    <Card
      title={`${t('pq.event.title')} · ${ev.equipId}`}
      extra={
        <Space data-testid="pq-event-actions">
          <Button onClick={() => navigate('/ipq/events')}>{t('pq.event.back')}</Button>
          <ComtradeButton url={(format, pack) => comtradeUrl('/pq/event/comtrade', { id: ev.id, format, pack })} />
        </Space>
      }
    >
      <Descriptions size="small" bordered column={3} data-testid="pq-event-info">
        <Descriptions.Item label={t('pq.col.device')}>{ev.equipId}</Descriptions.Item>
        <Descriptions.Item label={t('pq.col.kind')}>
          <Tag>{t(`pq.kind.${ev.kind}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('pq.col.phase')}>{ev.phase ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('pq.col.start')}>{dayjs(ev.startMs).format('YYYY-MM-DD HH:mm:ss.SSS')}</Descriptions.Item>
        <Descriptions.Item label={t('pq.col.duration')}>{durationText(ev.durationMs)}</Descriptions.Item>
        <Descriptions.Item label={t('pq.col.extreme')}>{extremeText(ev)}</Descriptions.Item>
        <Descriptions.Item label={t('pq.col.rule')}>{ev.ruleName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('pq.event.limit')}>{ev.limitValue ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('pq.event.udin')}>{udin ? `${udin.toFixed(3)} kV` : '—'}</Descriptions.Item>
      </Descriptions>
      <h4 style={{ marginTop: 16 }}>{t('pq.event.curves')}</h4>
      {parts && !shown.length && <Empty description={t('pq.event.noCapture')} />}
      {shown.map((p) => {
        const s = SHOWN[p.measType ?? ''];
        const pct = s.pct && udin > 0;
        return (
          <div key={p.recordId} style={{ marginBottom: 12 }}>
            <div style={{ fontWeight: 500 }}>
              {p.pointId}
              {p.channelName ? ` (${p.channelName})` : ''} · {pct ? t('pq.event.pctUdin') : s.unit} · {p.rate} /s
            </div>
            <CaptureChart part={p} startMs={ev.startMs} durationMs={ev.durationMs} scale={pct ? 100 / udin : 1} label={pct ? '% Udin' : s.unit} />
          </div>
        );
      })}
      <div style={{ color: '#888' }}>{t('pq.event.relTime')}</div>
    </Card>
  );
}
