import { Col, Descriptions, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import LiveChart from './LiveChart.js';
import MonitorCard from './MonitorCard.js';
import { systemSample } from '#shared/contract/monitor.js';
import { clock, gb, useMonitor } from './useMonitor.js';

/** The host: CPUs and load, memory, OS, this process's CPU share. */
export default function SystemMonitor() {
  const { t } = useTranslation();
  const { data: d, error, history } = useMonitor('system', systemSample);
  const cpu = history.flatMap((h) => [
    { time: clock(h.time), value: h.processCpuPercent, series: t('monitor.processCpu') },
    { time: clock(h.time), value: +((h.cpu.load[0] / h.cpu.count) * 100).toFixed(1), series: t('monitor.load1') },
  ]);
  return (
    <MonitorCard title={t('monitor.system')} time={d?.time} error={error}>
      {d && (
        <>
          <Row gutter={[16, 16]}>
            <Col span={4}>
              <Statistic title={t('monitor.cpus')} value={d.cpu.count} />
            </Col>
            <Col span={5}>
              <Statistic title={t('monitor.load')} value={d.cpu.load.join(' / ')} />
            </Col>
            <Col span={5}>
              <Statistic title={t('monitor.memory')} value={`${gb(d.memory.used)} / ${gb(d.memory.total)}`} suffix="GB" />
            </Col>
            <Col span={5}>
              <Statistic title={t('monitor.processCpu')} value={d.processCpuPercent} suffix="%" />
            </Col>
            <Col span={5}>
              <Statistic title={t('monitor.uptime')} value={d.uptimeS} suffix="s" />
            </Col>
          </Row>
          <Descriptions size="small" style={{ marginTop: 16 }} column={3}>
            <Descriptions.Item label={t('monitor.os')}>{`${d.os.type} ${d.os.release} (${d.os.arch})`}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.host')}>{d.os.hostname}</Descriptions.Item>
            <Descriptions.Item label="CPU">{d.cpu.model}</Descriptions.Item>
          </Descriptions>
          <LiveChart data={cpu} unit="%" testId="chart-cpu" />
        </>
      )}
    </MonitorCard>
  );
}
