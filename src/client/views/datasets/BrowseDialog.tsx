import { Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { useRequest } from 'ahooks';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { http } from '../../api/http.js';
import type { DialogStore, Row } from '#renderers/core.js';
import type { ValuePage } from '#shared/contract/datasets.js';
import ChannelSelect from './comtrade/ChannelSelect.js';
import ComtradeButton, { comtradeUrl } from './comtrade/ComtradeButton.js';

export const timeText = (t: number) => dayjs(t * 1000).format('YYYY-MM-DD HH:mm:ss.SSS');

/** The values of a data set, a server page at a time. */
export default function BrowseDialog({ store }: { store: DialogStore<Row> }) {
  const { t } = useTranslation();
  const row = store.useValue();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 100 });
  const [channel, setChannel] = useState(0);
  const { data, loading } = useRequest(
    async () => (row ? (await http.get<ValuePage>('/isps/dataset/page', { id: String(row.id), ...page, channel })).result : null),
    { refreshDeps: [row?.id, page.pageNo, page.pageSize, channel] },
  );
  if (!row) return null;
  return (
    <Modal
      open
      width={720}
      footer={null}
      title={`${t('dataset.browse')} · ${String(row.name)}`}
      onCancel={() => {
        store.close();
        setPage({ pageNo: 1, pageSize: 100 });
        setChannel(0);
      }}
    >
      <Space style={{ marginBottom: 8 }} wrap>
        <ChannelSelect row={row} value={channel} onChange={setChannel} />
        <ComtradeButton size="small" url={(format, pack) => comtradeUrl('/isps/dataset/comtrade', { id: String(row.id), format, pack })} />
      </Space>
      <Table<[number, number | null]>
        data-testid="dataset-values"
        size="small"
        loading={loading}
        rowKey={(r) => String(r[0])}
        dataSource={data?.records ?? []}
        scroll={{ y: 440 }}
        columns={[
          { title: t('dataset.time'), render: (_, r) => timeText(r[0]) },
          { title: t('dataset.value'), align: 'right', render: (_, r) => (r[1] === null ? '—' : r[1]) },
        ]}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [100, 500, 1000],
          showTotal: (n) => t('dataset.total', { n }),
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
    </Modal>
  );
}
