import { Card, Empty } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useG2Chart, type G2Kind } from '../../charts/useG2Chart.js';

interface Props {
  title: string;
  kind: G2Kind;
  /** chart options without data; a new optionsKey rebuilds the chart, new data only feeds it */
  options: Record<string, unknown>;
  optionsKey: string;
  data: unknown[];
  height?: number;
  testId?: string;
}

/** A card holding one G2Plot chart (G2Plot loads with the first chart, not with the console). */
export default function G2Card({ title, kind, options, optionsKey, data, height = 280, testId }: Props) {
  const { t } = useTranslation();
  const el = useRef<HTMLDivElement>(null);
  useG2Chart(el, kind, options, optionsKey, data);
  return (
    <Card title={title} size="small" data-testid={testId}>
      <div style={{ position: 'relative', height }}>
        <div ref={el} style={{ height }} />
        {data.length ? null : (
          <Empty style={{ position: 'absolute', inset: 0, paddingTop: height / 4, margin: 0, background: 'inherit' }} description={t('dash.chart.empty')} />
        )}
      </div>
    </Card>
  );
}
