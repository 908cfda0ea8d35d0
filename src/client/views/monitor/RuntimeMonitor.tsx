import { Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { runtimeSample } from '#shared/contract/monitor.js';
import LiveChart from './LiveChart.js';
import MonitorCard from './MonitorCard.js';
import ProcessTable from './ProcessTable.js';
import { clock, mb, useMonitor } from './useMonitor.js';

/** Node runtime of the server process. */
export default function RuntimeMonitor() {
  const { t } = useTranslation();
  const { data: d, error, history } = useMonitor('runtime', runtimeSample);
  const memory = history.flatMap((h) => [
    { time: clock(h.time), value: mb(h.heapUsed), series: t('monitor.heapUsed') },
    { time: clock(h.time), value: mb(h.rss), series: 'RSS' },
  ]);
  const loop = history.flatMap((h) => [
    { time: clock(h.time), value: h.eventLoop.p50Ms, series: 'p50' },
    { time: clock(h.time), value: h.eventLoop.p99Ms, series: 'p99' },
  ]);
  return (
    <MonitorCard title={t('monitor.runtime')} time={d?.time} error={error}>
      {d && (
        <>
          <Row gutter={[16, 16]}>
            <Col span={4}>
              <Statistic title={t('monitor.node')} value={d.node} />
            </Col>
            <Col span={4}>
              <Statistic title={t('monitor.heap')} value={`${mb(d.heapUsed)} / ${mb(d.heapTotal)}`} suffix="MB" />
            </Col>
            <Col span={4}>
              <Statistic title="RSS" value={mb(d.rss)} suffix="MB" />
            </Col>
            <Col span={4}>
              <Statistic title={t('monitor.loopDelay')} value={`${d.eventLoop.p50Ms} / ${d.eventLoop.p99Ms}`} suffix="ms" />
            </Col>
            <Col span={4}>
              <Statistic title={t('monitor.gc')} value={`${d.gc.lastMinuteCount} · ${d.gc.lastMinuteMs}`} suffix="ms" />
            </Col>
            <Col span={4}>
              <Statistic title={t('monitor.handles')} value={d.activeHandles} />
            </Col>
            <Col span={4}>
              <Statistic title={t('monitor.uptime')} value={d.uptimeS} suffix="s" />
            </Col>
          </Row>
          <Row gutter={16} style={{ marginTop: 16 }}>
            <Col span={12}>
              <LiveChart data={memory} unit="MB" testId="chart-memory" />
            </Col>
            <Col span={12}>
              <LiveChart data={loop} unit="ms" testId="chart-loop" />
            </Col>
          </Row>
          <ProcessTable />
        </>
      )}
    </MonitorCard>
  );
}
