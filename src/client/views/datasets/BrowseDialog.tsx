import { Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { DialogStore, Row } from '#renderers/core.js';
import ListTable from '#renderers/list/controller/ListTable.js';
import { getPage, useListController } from '#renderers/list/controller/useListController.js';
import { valuePage, type ValuePoint } from '#shared/contract/datasets.js';
import ChannelSelect from './comtrade/ChannelSelect.js';
import ComtradeButton, { comtradeUrl } from './comtrade/ComtradeButton.js';

/** One stored value: unix seconds and the value (null: a gap). */

export const timeText = (t: number) => dayjs(t * 1000).format('YYYY-MM-DD HH:mm:ss.SSS');

/** The values of a data set, a server page at a time. */
export default function BrowseDialog({ store }: { store: DialogStore<Row> }) {
  const { t } = useTranslation();
  const row = store.useValue();
  const [channel, setChannel] = useState(0);
  const list = useListController<ValuePoint>({
    resource: '/isps/dataset/page',
    fetch: getPage('/isps/dataset/page', valuePage),
    sync: 'memory',
    defaultPageSize: 100,
    enabled: !!row,
    fixed: row ? { id: String(row.id), channel } : undefined,
  });
  if (!row) return null;
  return (
    <Modal
      open
      width={720}
      footer={null}
      title={`${t('dataset.browse')} · ${String(row.name)}`}
      onCancel={() => {
        store.close();
        list.setPage(1, 100);
        setChannel(0);
      }}
    >
      <Space style={{ marginBottom: 8 }} wrap>
        <ChannelSelect
          row={row}
          value={channel}
          onChange={(c) => {
            setChannel(c);
            list.setPage(1, list.query.pageSize); // another channel's values start at their first page
          }}
        />
        <ComtradeButton size="small" url={(format, pack) => comtradeUrl('/isps/dataset/comtrade', { id: String(row.id), format, pack })} />
      </Space>
      <ListTable<ValuePoint>
        list={list}
        data-testid="dataset-values"
        size="small"
        bordered={false}
        rowKey={(r) => String(r[0])}
        scroll={{ y: 440 }}
        pageSizes={[100, 500, 1000]}
        showTotal={(n) => t('dataset.total', { n })}
        columns={[
          { title: t('dataset.time'), render: (_, r) => timeText(r[0]) },
          { title: t('dataset.value'), align: 'right', render: (_, r) => (r[1] === null ? '—' : r[1]) },
        ]}
      />
    </Modal>
  );
}
