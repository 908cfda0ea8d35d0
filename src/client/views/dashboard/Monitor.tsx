import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useFullscreen } from 'ahooks';
import { Button, Card, Col, Row, Space, Statistic } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import LiveCurve from '../../curves/LiveCurve.js';
import HeatMapPage from '../../heatmap/HeatMapPage.js';
import '../../i18n/portal/index.js';
import DeviceSelect from '../../measure/DeviceSelect.js';
import { pointRate } from '../../measure/equipText.js';
import { useDefaultSelection } from '../../measure/useDefaultSelection.js';
import { useEquips } from '../../measure/useEquips.js';
import EventList from './EventList.js';
import './i18n.js';
import { useChartData, useLatestEvents, useOffline } from './useDashboard.js';

const PREFERRED = ['SMD-C', 'SMD-R'];

/** /dashboard/monitor: the control-room wall — device counts, heat map, live frequency, latest events; refreshes by itself. */
export default function Monitor() {
  const { t } = useTranslation();
  const wall = useRef<HTMLDivElement>(null);
  const [full, { toggleFullscreen }] = useFullscreen(wall);
  const chart = useChartData(10_000);
  const offline = useOffline();
  const events = useLatestEvents(12);
  const { equips, loading } = useEquips();
  const [ids, setIds] = useDefaultSelection(equips, PREFERRED, 4);
  const status = (v: string) => chart.data?.byStatus.find((s) => s.name === v)?.count ?? 0;
  const total = chart.data?.byStatus.reduce((n, s) => n + s.count, 0);
  const figures: [string, number | undefined, string?][] = [
    ['total', total],
    ['1', status('1'), '#3f8600'],
    ['2', status('2'), '#d48806'],
    ['0', status('0')],
    ['offline', offline.data?.length, '#cf1322'],
  ];
  return (
    <div ref={wall} style={{ padding: 16, background: full ? '#f0f2f5' : undefined, overflow: 'auto' }} data-testid="monitor-wall">
      <Row gutter={[16, 16]}>
        {figures.map(([key, value, color]) => (
          <Col key={key} xs={12} md={8} xl={4}>
            <Card size="small">
              <Statistic
                data-testid={`monitor-${key}`}
                title={key === 'total' || key === 'offline' ? t(`dash.monitor.${key}`) : t(`dash.status.${key}`)}
                value={value ?? '-'}
                valueStyle={{ color }}
              />
            </Card>
          </Col>
        ))}
        <Col xs={24} xl={4} style={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }}>
          <Button icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggleFullscreen}>
            {t(full ? 'dash.monitor.exitFullscreen' : 'dash.monitor.fullscreen')}
          </Button>
        </Col>
        <Col xs={24} xl={14}>
          <HeatMapPage />
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title={t('dash.monitor.events')} style={{ marginTop: 16 }}>
            <EventList events={events.data ?? []} />
          </Card>
        </Col>
        <Col xs={24}>
          <Card
            size="small"
            title={t('dash.monitor.frequency')}
            extra={
              <Space>
                <DeviceSelect equips={equips} value={ids} onChange={setIds} loading={loading} max={6} />
              </Space>
            }
          >
            {ids.length ? (
              <LiveCurve
                equipIds={ids}
                meastype="fq"
                rate={pointRate(
                  equips.find((e) => e.equipid === ids[0]),
                  'fq',
                )}
                height={240}
              />
            ) : null}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
