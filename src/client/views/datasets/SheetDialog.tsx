import { Modal, Spin, Table, Tabs } from 'antd';
import { useRequest } from 'ahooks';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http.js';
import type { DialogStore, Row } from '#renderers/core.js';
import type { SheetView } from '#shared/contract/datasets.js';

const show = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The uploaded workbook as uploaded: a tab per sheet, each with its first 1,000 rows. */
export default function SheetDialog({ store }: { store: DialogStore<Row> }) {
  const { t } = useTranslation();
  const row = store.useValue();
  const { data, loading } = useRequest(async () => (row ? (await http.get<SheetView[]>('/isps/dataset/sheet', { id: String(row.id) })).result : null), {
    refreshDeps: [row?.id],
  });
  if (!row) return null;
  const columns = (sh: SheetView) => [
    { title: '#', dataIndex: 'number', width: 60 },
    ...sh.header.map((h, i) => ({
      title: show(h) || String.fromCharCode(65 + i),
      key: String(i),
      render: (_: unknown, r: SheetView['rows'][number]) => show(r.cells[i]),
    })),
  ];
  return (
    <Modal open width={900} footer={null} title={`${t('dataset.sheet')} · ${String(row.fileName ?? row.name)}`} onCancel={store.close}>
      {loading && !data ? (
        <Spin />
      ) : (
        <Tabs
          items={(data ?? []).map((sh, i) => ({
            key: String(i),
            label: sh.name,
            children: (
              <Table
                data-testid="dataset-sheet"
                size="small"
                rowKey="number"
                columns={columns(sh)}
                dataSource={sh.rows}
                scroll={{ y: 420 }}
                pagination={{ pageSize: 100, showSizeChanger: false, showTotal: () => t('dataset.sheetRows', { n: sh.rows.length }) }}
              />
            ),
          }))}
        />
      )}
    </Modal>
  );
}
