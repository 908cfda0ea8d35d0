import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import G2Card from './G2Card.js';
import './i18n.js';
import { useChartData } from './useDashboard.js';
import { provinceText } from '#shared/provinces.js';

const TOP_PROVINCES = 15;

/** /dashboard/chart: devices per type and province, device events and logins per day, THD of load/wind devices. */
export default function Chart() {
  const { t, i18n } = useTranslation();
  const { data } = useChartData();
  const lang = i18n.language;
  const events = (data?.eventsPerDay ?? []).map((e) => ({ day: e.day.slice(5), kind: t(`dash.kind.${e.kind}`), count: e.count }));
  const logins = (data?.loginsPerDay ?? []).map((d) => ({ day: d.day.slice(5), count: d.count }));
  return (
    <div style={{ padding: 16 }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <G2Card
            testId="chart-by-type"
            title={t('dash.chart.byType')}
            kind="Pie"
            optionsKey={`type-${lang}`}
            data={data?.byType ?? []}
            options={{
              angleField: 'count',
              colorField: 'name',
              radius: 0.85,
              innerRadius: 0.55,
              label: { type: 'inner', offset: '-50%', content: '{value}' },
              legend: { position: 'bottom' },
              statistic: { title: { content: t('dash.chart.devices') } },
            }}
          />
        </Col>
        <Col xs={24} lg={14}>
          <G2Card
            testId="chart-by-province"
            title={t('dash.chart.byProvince')}
            kind="Bar"
            optionsKey={`province-${lang}`}
            data={(data?.byProvince ?? []).slice(0, TOP_PROVINCES).map((p) => ({ ...p, name: provinceText(p.name, lang) }))}
            options={{
              xField: 'count',
              yField: 'name',
              meta: { count: { alias: t('dash.chart.devices') } },
              label: { position: 'middle', style: { fill: '#fff' } },
            }}
          />
        </Col>
        <Col xs={24} lg={12}>
          <G2Card
            testId="chart-events"
            title={t('dash.chart.events')}
            kind="Column"
            optionsKey={`events-${lang}`}
            data={events}
            options={{ xField: 'day', yField: 'count', seriesField: 'kind', isStack: true, meta: { count: { alias: t('dash.chart.count') } } }}
          />
        </Col>
        <Col xs={24} lg={12}>
          <G2Card
            testId="chart-thd"
            title={t('dash.chart.thd')}
            kind="Histogram"
            optionsKey={`thd-${lang}`}
            data={data?.thd ?? []}
            options={{ binField: 'value', binWidth: 0.5, meta: { value: { alias: t('dash.chart.thdAxis') }, count: { alias: t('dash.chart.devices') } } }}
          />
        </Col>
        <Col xs={24}>
          <G2Card
            testId="chart-logins"
            title={t('dash.chart.logins')}
            kind="Area"
            optionsKey={`logins-${lang}`}
            data={logins}
            options={{ xField: 'day', yField: 'count', smooth: true, meta: { count: { alias: t('dash.chart.count') } } }}
          />
        </Col>
      </Row>
    </div>
  );
}
