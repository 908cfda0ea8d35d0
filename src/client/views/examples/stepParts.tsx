import { observer, useForm } from '@formily/react';
import { Alert, Descriptions, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { cellText, type ClientField, type DictMap, type Lang } from '#renderers/index.js';

/** The confirmation step's warning. */
export const StepAlert = ({ text }: { text: string }) => <Alert type="info" showIcon closable={false} message={text} style={{ marginBottom: 24 }} />;

interface SummaryProps {
  fields: ClientField[];
  dicts: DictMap;
  lang: Lang;
}

/** The first step's values as the lists will show them (dictionary text, amounts as entered). */
export const TransferSummary = observer(function TransferSummary({ fields, dicts, lang }: SummaryProps) {
  const values = useForm().values as Record<string, unknown>;
  return (
    <Descriptions data-testid="example-step-summary" bordered size="small" column={1} style={{ marginBottom: 24 }}>
      {fields.map((f) => (
        <Descriptions.Item key={f.name} label={f.title[lang] || f.title.zh}>
          {cellText(f, values, dicts, lang, 200)}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
});

/** The last step: what was sent to whom. */
export const TransferDone = observer(function TransferDone() {
  const { t } = useTranslation();
  const values = useForm().values as Record<string, unknown>;
  return (
    <Result status="success" title={t('examples.step.done')} subTitle={t('examples.step.doneSub', { name: values.receiverName, amount: values.amount })} />
  );
});
