import { List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { cellText, listFields, useListController, type ClientSchema, type DictMap, type Lang, type Row } from '#renderers/index.js';

interface Props {
  schema: ClientSchema;
  dicts: DictMap;
  lang: Lang;
}

/** The last records a demo form saved, newest first: the proof that 提交 wrote something. */
export default function RecentRecords({ schema, dicts, lang }: Props) {
  const { t } = useTranslation();
  const list = useListController<Row>({ resource: schema.api, sync: 'memory', defaultPageSize: 5 });
  const [head, ...rest] = listFields(schema);
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('examples.basic.recent')}
      </Typography.Title>
      <List
        data-testid="example-recent"
        size="small"
        bordered
        loading={list.loading}
        dataSource={list.rows}
        rowKey="id"
        locale={{ emptyText: t('examples.basic.empty') }}
        renderItem={(r) => (
          <List.Item>
            <List.Item.Meta
              title={cellText(head, r, dicts, lang)}
              description={rest
                .map((f) => cellText(f, r, dicts, lang))
                .filter(Boolean)
                .join(' · ')}
            />
          </List.Item>
        )}
      />
    </>
  );
}
