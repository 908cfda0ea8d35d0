import { Button, Modal, Popconfirm, Space, message } from 'antd';
import { useMemo } from 'react';
import ListTable from './controller/ListTable.js';
import { getPage, useListController } from './controller/useListController.js';
import { useInvalidate } from '../data/useInvalidate.js';
import { useDataProvider } from '../providers/context.js';
import { useCrudT } from '../i18n/index.js';
import { listFields } from '../schema/fields.js';
import { toColumns } from '../schema/toColumns.js';
import { tr, type ClientSchema, type DictMap, type Row } from '../types.js';

/** Soft-deleted records of one entity: restore them or delete them for ever. */
export default function RecycleBin({ schema, dicts, onClose }: { schema: ClientSchema; dicts: DictMap; onClose(): void }) {
  const { t, lang } = useCrudT();
  const dp = useDataProvider();
  const invalidate = useInvalidate();
  // paged on the server like any list; its own key part keeps its pages apart from the live list's
  const list = useListController<Row>({ resource: schema.api, sync: 'memory', fetch: getPage(`${schema.api}/recycleBinPage`), keyExtra: ['recycle'] });
  const selected = list.selected;
  const act = async (kind: 'restore' | 'purge', ids: string[]) => {
    const r =
      kind === 'restore'
        ? await dp.custom({ method: 'PUT', path: `${schema.api}/putRecycleBin`, body: { ids: ids.join(',') } })
        : await dp.custom({ method: 'DELETE', path: `${schema.api}/deleteRecycleBin`, query: { ids: ids.join(',') } });
    message.success(r.message);
    list.setSelected([]);
    // the bin, the list behind it and the dictionaries the entity feeds
    await invalidate(schema.entity, schema.api);
  };
  const columns = useMemo(
    () => [
      ...toColumns(listFields(schema), { lang, dicts, fileUrl: dp.fileUrl }).map((c) => ({ ...c, sorter: undefined })),
      {
        key: '_actions',
        title: t('action'),
        width: 160,
        fixed: 'right' as const,
        render: (_: unknown, row: Row) => (
          <Space size="small">
            <a onClick={() => act('restore', [row.id])}>{t('restore')}</a>
            <Popconfirm title={t('purgeConfirm')} onConfirm={() => act('purge', [row.id])} okText={t('ok')} cancelText={t('cancel')}>
              <a style={{ color: '#ff4d4f' }}>{t('purge')}</a>
            </Popconfirm>
          </Space>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schema, lang, dicts, t],
  );
  return (
    <Modal open width={1000} title={`${t('recycleBin')} · ${tr(schema.title, lang)}`} onCancel={onClose} footer={null}>
      <Space style={{ marginBottom: 12 }}>
        <Button disabled={!selected.length} onClick={() => act('restore', selected)}>
          {t('restore')}
        </Button>
        <Popconfirm title={t('purgeConfirm')} onConfirm={() => act('purge', selected)} disabled={!selected.length} okText={t('ok')} cancelText={t('cancel')}>
          <Button danger disabled={!selected.length}>
            {t('purge')}
          </Button>
        </Popconfirm>
      </Space>
      <ListTable<Row> list={list} size="small" bordered={false} rowKey="id" columns={columns} selection="checkbox" locale={{ emptyText: t('emptyRecycle') }} />
    </Modal>
  );
}
