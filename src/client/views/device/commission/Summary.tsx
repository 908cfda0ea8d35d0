import { observer, useForm } from '@formily/react';
import { Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { cellText, type ClientField, type DictMap, type Lang } from '#renderers/core.js';

interface Props {
  deviceFields: ClientField[];
  pointFields: ClientField[];
  dicts: DictMap;
  lang: Lang;
}

/** The confirmation step: every filled device field and the extra points, as the lists will show them. */
function Summary({ deviceFields, pointFields, dicts, lang }: Props) {
  const form = useForm();
  const { t } = useTranslation();
  const values = form.values as Record<string, unknown>;
  const points = (values.points as Record<string, unknown>[] | undefined) ?? [];
  const filled = deviceFields.filter((f) => values[f.name] !== undefined && values[f.name] !== null && values[f.name] !== '');
  return (
    <div data-testid="commission-summary">
      <Descriptions bordered size="small" column={2}>
        {filled.map((f) => (
          <Descriptions.Item key={f.name} label={f.title[lang] || f.title.zh}>
            {cellText(f, values, dicts, lang, 200)}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('commission.steps.points')}
      </Typography.Title>
      <Table
        size="small"
        pagination={false}
        rowKey={(_, i) => String(i)}
        dataSource={points}
        locale={{ emptyText: t('commission.noPoints') }}
        columns={pointFields.map((f) => ({
          key: f.name,
          title: f.title[lang] || f.title.zh,
          render: (_: unknown, r: Record<string, unknown>) => cellText(f, r, dicts, lang) || (f['x-component-props'] ? t('commission.auto') : ''),
        }))}
      />
    </div>
  );
}

export default observer(Summary);
