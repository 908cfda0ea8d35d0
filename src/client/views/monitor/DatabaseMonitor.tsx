import { Col, Row, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { databaseSample, type SlowStatement } from '#shared/contract/monitor.js';
import LiveChart from './LiveChart.js';
import MonitorCard from './MonitorCard.js';
import { clock, mb, useMonitor } from './useMonitor.js';

/** The database: engine and version, size, connections, slow statements of this server process. */
export default function DatabaseMonitor() {
  const { t } = useTranslation();
  const { data: d, error, history } = useMonitor('database', databaseSample);
  const conns = history.flatMap((h) => [
    { time: clock(h.time), value: h.connections, series: t('monitor.connections') },
    { time: clock(h.time), value: h.activeConnections, series: t('monitor.active') },
  ]);
  return (
    <MonitorCard title={t('monitor.database')} time={d?.time} error={error}>
      {d && (
        <>
          <Row gutter={16}>
            <Col span={6}>
              <Statistic title={t('monitor.engine')} value={d.engine} />
            </Col>
            <Col span={6}>
              <Statistic title={t('monitor.dbSize')} value={mb(d.sizeBytes)} suffix="MB" />
            </Col>
            <Col span={6}>
              <Statistic title={t('monitor.connections')} value={`${d.activeConnections} / ${d.connections}`} />
            </Col>
            <Col span={6}>
              <Statistic title={t('monitor.slowCount')} value={d.slowStatements.length} />
            </Col>
          </Row>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {d.version}
          </Typography.Paragraph>
          <LiveChart data={conns} unit={t('monitor.connections')} testId="chart-connections" />
          <Table<SlowStatement>
            size="small"
            rowKey={(r) => `${r.time}-${r.ms}`}
            dataSource={d.slowStatements}
            pagination={{ pageSize: 10 }}
            title={() => t('monitor.slow')}
            columns={[
              { title: t('monitor.time'), dataIndex: 'time', width: 190, render: (v: number) => new Date(v).toLocaleString('zh-CN', { hour12: false }) },
              { title: t('monitor.durationMs'), dataIndex: 'ms', width: 110 },
              { title: 'SQL', dataIndex: 'sql', ellipsis: true },
            ]}
          />
        </>
      )}
    </MonitorCard>
  );
}
