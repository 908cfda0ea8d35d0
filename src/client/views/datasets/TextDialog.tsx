import { Button, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http.js';
import type { DialogStore, Row } from '#renderers/core.js';
import { textView } from '#shared/contract/datasets.js';

/** The uploaded CSV or text file as it is, 64 KB of whole lines a page, with the encoding it was read in. */
export default function TextDialog({ store }: { store: DialogStore<Row> }) {
  const { t } = useTranslation();
  const row = store.useValue();
  const [page, setPage] = useState(0);
  // the page shown stays while the next one loads (as before), its buttons disabled meanwhile
  const { data, isValidating: loading } = useSWR(
    row ? ['datasetText', String(row.id), page] : null,
    async () => (await http.get('/isps/dataset/text', { id: String(row!.id), page }, { answer: textView })).result,
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  if (!row) return null;
  return (
    <Modal
      open
      width={900}
      footer={null}
      title={`${t('dataset.text')} · ${String(row.fileName ?? row.name)}`}
      onCancel={() => {
        store.close();
        setPage(0);
      }}
    >
      <Space style={{ marginBottom: 8 }}>
        <span>{t('dataset.encoding')}</span>
        <Tag data-testid="dataset-encoding">{data?.encoding ?? '…'}</Tag>
        <Button size="small" disabled={page === 0 || loading} onClick={() => setPage(page - 1)}>
          {t('dataset.prev')}
        </Button>
        <span>{t('dataset.page', { n: page + 1 })}</span>
        <Button size="small" disabled={!data?.more || loading} onClick={() => setPage(page + 1)}>
          {t('dataset.next')}
        </Button>
      </Space>
      <pre data-testid="dataset-text" style={{ maxHeight: 460, overflow: 'auto', background: '#fafafa', padding: 8, margin: 0 }}>
        {data?.text ?? ''}
      </pre>
    </Modal>
  );
}
