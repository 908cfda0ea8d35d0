import { Card, Col, Row, Statistic } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { scatter } from '#shared/contract/pqCharts.js';
import { http } from '../../api/http.js';
import G2Card from '../dashboard/G2Card.js';
import '../dashboard/i18n.js';
import { toQuery, type Filters } from './api.js';
import FilterBar from './FilterBar.js';
import './i18n.js';

/** the x axis (s): the events the detector reports last at least a row (10–20 ms) */
const X_MIN = 0.001;
const X_MAX = 100;
const CURVE_STYLE: Record<string, { stroke: string; lineDash?: number[] }> = {
  iticUpper: { stroke: '#cf1322' },
  iticLower: { stroke: '#cf1322' },
  semi: { stroke: '#389e0d', lineDash: [6, 4] },
};

/** A polyline as line annotations, clipped to the axis. */
function segments(name: string, pts: [number, number][], label: string) {
  const out: Record<string, unknown>[] = [];
  for (let i = 1; i < pts.length; i++) {
    const [a, b] = [pts[i - 1], pts[i]];
    if (b[0] < X_MIN) continue;
    out.push({ type: 'line', start: [Math.max(a[0], X_MIN), a[1]], end: [Math.min(b[0], X_MAX), b[1]], style: { lineWidth: 2, ...CURVE_STYLE[name] } });
  }
  const last = pts[pts.length - 1];
  out.push({ type: 'text', position: [X_MAX * 0.5, last[1]], content: label, offsetY: -8, style: { fill: CURVE_STYLE[name].stroke, fontSize: 12 } });
  return out;
}

/** ITIC/SEMI 曲线: the dips and swells of a selection on the ITIC (CBEMA) and SEMI F47 curves, with the counts inside and outside each. */
export default function IticScatter() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({});
  const query = toQuery(filters);
  const { data } = useSWR(['pq', 'itic', JSON.stringify(query)], async () => (await http.get('/pq/itic', query, { answer: scatter })).result);
  const points = useMemo(
    () =>
      data
        ? data.duration.map((d, i) => ({ d: Math.max(d, X_MIN), m: data.magnitude[i], kind: t(`pq.kind.${data.kinds[data.kind[i]]}`), id: data.id[i] }))
        : [],
    [data, t],
  );
  const options = useMemo(
    () => ({
      xField: 'd',
      yField: 'm',
      colorField: 'kind',
      size: 3,
      shape: 'circle',
      pointStyle: { fillOpacity: 0.55, lineWidth: 0 },
      meta: { d: { type: 'log', base: 10, min: X_MIN, max: X_MAX, alias: t('pq.itic.duration') }, m: { min: 0, max: 200, alias: t('pq.itic.magnitude') } },
      xAxis: { title: { text: t('pq.itic.duration') } },
      yAxis: { title: { text: t('pq.itic.magnitude') } },
      legend: { position: 'top' },
      annotations: data
        ? [
            ...segments('iticUpper', data.curves.iticUpper, t('pq.itic.iticUpper')),
            ...segments('iticLower', data.curves.iticLower, t('pq.itic.iticLower')),
            ...segments('semi', data.curves.semi, t('pq.itic.semi')),
          ]
        : [],
    }),
    [data, t],
  );
  const c = data?.counts;
  return (
    <Card>
      <FilterBar value={filters} onSearch={setFilters} />
      <Row gutter={16} style={{ marginBottom: 12 }} data-testid="pq-itic-counts">
        <Col span={4}>
          <Statistic title={t('pq.itic.events')} value={data?.duration.length ?? 0} />
        </Col>
        <Col span={10}>
          <Card size="small" title="ITIC (CBEMA)">
            <Row>
              {(['inside', 'prohibited', 'no_damage'] as const).map((k) => (
                <Col span={8} key={k}>
                  <Statistic title={t(`pq.itic.${k}`)} value={c?.itic[k] ?? 0} valueStyle={{ fontSize: 18 }} />
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
        <Col span={10}>
          <Card size="small" title="SEMI F47-0706">
            <Row>
              {(['inside', 'outside', 'na'] as const).map((k) => (
                <Col span={8} key={k}>
                  <Statistic title={t(`pq.itic.${k}`)} value={c?.semi[k] ?? 0} valueStyle={{ fontSize: 18 }} />
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
      </Row>
      <G2Card
        title={t('pq.itic.title')}
        kind="Scatter"
        options={options}
        optionsKey={JSON.stringify(options.annotations.length) + t('pq.itic.duration')}
        data={points}
        height={460}
        testId="pq-itic-chart"
      />
    </Card>
  );
}
