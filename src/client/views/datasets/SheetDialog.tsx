import { Modal, Spin, Table, Tabs, Typography } from 'antd';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http.js';
import type { DialogStore, Row } from '#renderers/core.js';
import { sheetViews, type SheetView } from '#shared/contract/datasets.js';

const show = (v: unknown) => (v === null || v === undefined ? '' : String(v));
/** Excel's column name for a 0-based index: A … Z, AA … */
const letters = (i: number): string => (i < 26 ? '' : letters(Math.floor(i / 26) - 1)) + String.fromCharCode(65 + (i % 26));

/** The uploaded workbook as uploaded: a tab per sheet, each with its first 1,000 rows and where its header row was found. */
export default function SheetDialog({ store }: { store: DialogStore<Row> }) {
  const { t } = useTranslation();
  const row = store.useValue();
  const { data, isLoading } = useSWR(
    row ? ['datasetSheet', String(row.id)] : null,
    async () => (await http.get('/isps/dataset/sheet', { id: String(row!.id) }, { answer: sheetViews })).result,
    { revalidateOnFocus: false },
  );
  if (!row) return null;
  // as many columns as the widest row (a sheet without a header row still shows every cell)
  const width = (sh: SheetView) => Math.max(sh.header.length, ...sh.rows.map((r) => r.cells.length));
  const columns = (sh: SheetView) => [
    { title: '#', dataIndex: 'number', width: 60 },
    ...Array.from({ length: width(sh) }, (_, i) => ({
      title: show(sh.header[i]) || letters(i),
      key: String(i),
      render: (_: unknown, r: SheetView['rows'][number]) => show(r.cells[i]),
    })),
  ];
  return (
    <Modal open width={900} footer={null} title={`${t('dataset.sheet')} · ${String(row.fileName ?? row.name)}`} onCancel={store.close}>
      {isLoading && !data ? (
        <Spin />
      ) : (
        <Tabs
          items={(data ?? []).map((sh, i) => ({
            key: String(i),
            label: sh.name,
            children: (
              <>
                {sh.headerRow !== null ? (
                  <Typography.Text type="secondary" data-testid="dataset-sheet-header">
                    {t('dataset.sheetHeader', { n: sh.headerRow })}
                  </Typography.Text>
                ) : sh.header.length === 0 ? (
                  <Typography.Text type="secondary" data-testid="dataset-sheet-header">
                    {t('dataset.sheetNoHeader')}
                  </Typography.Text>
                ) : null}
                <Table
                  data-testid="dataset-sheet"
                  size="small"
                  rowKey="number"
                  columns={columns(sh)}
                  dataSource={sh.rows}
                  scroll={{ y: 420 }}
                  pagination={{ pageSize: 100, showSizeChanger: false, showTotal: () => t('dataset.sheetRows', { n: sh.rows.length }) }}
                />
              </>
            ),
          }))}
        />
      )}
    </Modal>
  );
}
