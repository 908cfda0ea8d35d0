import { Col, Row, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { httpSample, type RouteStat } from '#shared/contract/monitor.js';
import LiveChart from './LiveChart.js';
import MonitorCard from './MonitorCard.js';
import ProcessTable from './ProcessTable.js';
import { clock, useMonitor } from './useMonitor.js';

/** The HTTP server: connections, request rate, status mix, slowest routes of the last minutes. */
export default function HttpMonitor() {
  const { t } = useTranslation();
  const { data: d, error, history } = useMonitor('http', httpSample);
  const rate = history.map((h) => ({ time: clock(h.time), value: h.requestsPerSecond, series: t('monitor.rps') }));
  const mix = history.flatMap((h) => Object.entries(h.statusMix).map(([k, v]) => ({ time: clock(h.time), value: v, series: k })));
  return (
    <MonitorCard title={t('monitor.http')} time={d?.time} error={error}>
      {d && (
        <>
          <Row gutter={16}>
            <Col span={6}>
              <Statistic title={t('monitor.connections')} value={d.connections} />
            </Col>
            <Col span={6}>
              <Statistic title={t('monitor.rps')} value={d.requestsPerSecond} />
            </Col>
            <Col span={6}>
              <Statistic title={t('monitor.requests', { minutes: d.minutes })} value={d.requests} valueStyle={{ fontVariantNumeric: 'tabular-nums' }} />
            </Col>
            <Col span={6}>
              <Statistic
                title={t('monitor.statusMix')}
                value={Object.entries(d.statusMix)
                  .map(([k, v]) => `${k} ${v}`)
                  .join(' · ')}
                valueStyle={{ fontSize: 16 }}
              />
            </Col>
          </Row>
          <Row gutter={16} style={{ marginTop: 16 }}>
            <Col span={12}>
              <LiveChart data={rate} unit={t('monitor.rps')} testId="chart-rps" />
            </Col>
            <Col span={12}>
              <LiveChart data={mix} unit={t('monitor.statusMix')} testId="chart-status" />
            </Col>
          </Row>
          <Table<RouteStat>
            size="small"
            rowKey="route"
            pagination={false}
            dataSource={d.slowest}
            title={() => t('monitor.slowest', { minutes: d.minutes })}
            columns={[
              { title: t('monitor.route'), dataIndex: 'route' },
              { title: t('monitor.count'), dataIndex: 'count', width: 100 },
              { title: t('monitor.meanMs'), dataIndex: 'meanMs', width: 120 },
              { title: t('monitor.maxMs'), dataIndex: 'maxMs', width: 120 },
            ]}
          />
          <ProcessTable />
        </>
      )}
    </MonitorCard>
  );
}
