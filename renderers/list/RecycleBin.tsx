import { Button, Modal, Popconfirm, Space, Table, message } from 'antd';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
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
  const { data: rows } = useSWR(['recycle', schema.api], () =>
    dp.custom<Row[]>({ method: 'GET', path: `${schema.api}/recycleBin`, query: { pageSize: 1000 } }).then(
      (r) => r.result,
      () => [],
    ),
  );
  const [selected, setSelected] = useState<string[]>([]);
  const act = async (kind: 'restore' | 'purge', ids: string[]) => {
    const r =
      kind === 'restore'
        ? await dp.custom({ method: 'PUT', path: `${schema.api}/putRecycleBin`, body: { ids: ids.join(',') } })
        : await dp.custom({ method: 'DELETE', path: `${schema.api}/deleteRecycleBin`, query: { ids: ids.join(',') } });
    message.success(r.message);
    setSelected([]);
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
      <Table
        size="small"
        rowKey="id"
        loading={!rows}
        dataSource={rows ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('emptyRecycle') }}
        pagination={{ pageSize: 10 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (k) => setSelected(k as string[]) }}
      />
    </Modal>
  );
}
