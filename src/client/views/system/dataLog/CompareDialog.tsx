import { Modal, Table, Tag } from 'antd';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { http } from '#client/api/http.js';
import { compareList, type FieldDiff } from '#shared/contract/dataLog.js';
import type { DialogStore } from '#renderers/core.js';

const show = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** Two versions of a record side by side, changed fields marked. */
export default function CompareDialog({ store }: { store: DialogStore<[string, string]> }) {
  const { t } = useTranslation();
  const ids = store.useValue();
  const { data: versions } = useSWR(
    ids && ['sys', 'dataLog', 'compare', ...ids],
    async () => (await http.get('/sys/dataLog/queryCompareList', { dataId1: ids![0], dataId2: ids![1] }, { answer: compareList })).result,
    { onError: store.close, revalidateOnFocus: false },
  );
  if (!ids) return null;
  const [a, b] = versions ?? [];
  return (
    <Modal open width={900} footer={null} onCancel={store.close} title={t('sys.dataLog.compare')}>
      <Table<FieldDiff>
        size="small"
        rowKey="field"
        loading={!versions}
        dataSource={a?.diff ?? []}
        pagination={false}
        scroll={{ y: 480 }}
        rowClassName={(d) => (d.changed ? 'datalog-changed' : '')}
        columns={[
          {
            title: t('sys.dataLog.field'),
            dataIndex: 'title',
            width: 160,
            render: (v: string, d) => (
              <>
                {v} {d.changed ? <Tag color="orange">{t('sys.dataLog.changed')}</Tag> : null}
              </>
            ),
          },
          { title: a ? `${t('sys.dataLog.version')} ${a.dataVersion} · ${a.createTime}` : '', dataIndex: 'value1', render: show },
          {
            title: b ? `${t('sys.dataLog.version')} ${b.dataVersion} · ${b.createTime}` : '',
            dataIndex: 'value2',
            render: (v: unknown, d) => <span style={d.changed ? { color: '#d4380d', fontWeight: 600 } : undefined}>{show(v)}</span>,
          },
        ]}
      />
    </Modal>
  );
}
