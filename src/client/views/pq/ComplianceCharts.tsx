import { Col, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import G2Card from '../dashboard/G2Card.js';
import { ofLimit, type ComplianceRow } from './complianceApi.js';
import './complianceI18n.js';

/** Short axis labels (symbols, the same in both languages): the table carries the names. */
const SHORT: Record<string, string> = { freq_dev: 'Δf', volt_dev: 'ΔU', volt_dev_span: 'ΔU±', thd: 'THD', unbalance: 'εU', plt: 'Plt' };
const shortLabel = (r: ComplianceRow) =>
  r.order !== null ? `H${r.order}` : r.band ? `IH ${r.band[0] * 50}–${r.band[1] * 50} Hz` : (SHORT[r.quantity] ?? r.quantity);

/** Two G2Plot charts of a report: each quantity's 95 % value as % of its limit (100 % = the limit), and the harmonic spectrum against the limits. */
export default function ComplianceCharts({ rows }: { rows: ComplianceRow[] }) {
  const { t, i18n } = useTranslation();
  const ratio = useMemo(
    () =>
      rows
        .filter((r) => r.status === 'pass' || r.status === 'fail')
        .map((r) => ({ x: shortLabel(r), value: Math.round(ofLimit(r)! * 10) / 10, status: t(`pqc.status.${r.status}`) })),
    [rows, t],
  );
  const spectrum = useMemo(
    () =>
      rows
        .filter((r) => r.quantity === 'harmonic' && r.order !== null)
        .flatMap((r) => [
          { x: String(r.order), series: t('pqc.chart.value'), value: r.p95 ?? 0 },
          { x: String(r.order), series: t('pqc.chart.limit'), value: r.limit ?? 0 },
        ]),
    [rows, t],
  );
  const pass = t('pqc.status.pass');
  const ratioOptions = {
    xField: 'x',
    yField: 'value',
    seriesField: 'status',
    color: ({ status }: { status: string }) => (status === pass ? '#52c41a' : '#f5222d'),
    legend: { position: 'top' },
    xAxis: { label: { autoRotate: true, autoHide: false } },
    annotations: [{ type: 'line', start: ['min', 100], end: ['max', 100], style: { stroke: '#f5222d', lineDash: [4, 4] } }],
  };
  const spectrumOptions = { xField: 'x', yField: 'value', seriesField: 'series', isGroup: true, legend: { position: 'top' } };
  return (
    <Row gutter={12} style={{ marginBottom: 12 }}>
      <Col xs={24} lg={12}>
        <G2Card
          title={t('pqc.chart.ofLimit')}
          kind="Column"
          options={ratioOptions}
          optionsKey={`ratio-${i18n.language}`}
          data={ratio}
          height={260}
          testId="pqc-chart-limit"
        />
      </Col>
      <Col xs={24} lg={12}>
        <G2Card
          title={t('pqc.chart.spectrum')}
          kind="Column"
          options={spectrumOptions}
          optionsKey={`spec-${i18n.language}`}
          data={spectrum}
          height={260}
          testId="pqc-chart-spectrum"
        />
      </Col>
    </Row>
  );
}
