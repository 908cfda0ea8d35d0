import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Table, Upload, message } from 'antd';
import { useState } from 'react';
import { isDataError, useDataProvider } from '../providers/context.js';
import type { ImportResult } from '../providers/types.js';
import { useCrudT } from '../i18n/index.js';

/** Excel import: every row is validated on its own; the result names each rejected row and why. */
export default function ImportButton({ api, onDone, fieldTitle }: { api: string; onDone(): void; fieldTitle(name: string): string }) {
  const { t } = useCrudT();
  const dp = useDataProvider();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const r = await dp.import(api, file);
      if (r.result.failed) setResult(r.result);
      else message.success(r.message);
      onDone();
    } catch (e) {
      message.error(isDataError(e) ? e.message : t('uploadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Upload
        accept=".xlsx"
        showUploadList={false}
        beforeUpload={(f) => {
          void upload(f);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('import')}
        </Button>
      </Upload>
      {result ? (
        <Modal
          open
          title={t('importTitle')}
          width={720}
          onCancel={() => setResult(null)}
          footer={<Button onClick={() => setResult(null)}>{t('close')}</Button>}
        >
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            message={t('importSummary', { total: result.total, success: result.success, failed: result.failed })}
          />
          <Table
            size="small"
            rowKey={(e, i) => `${e.row}-${e.field}-${i}`}
            pagination={false}
            dataSource={result.errors}
            scroll={{ y: 360 }}
            columns={[
              { title: '#', dataIndex: 'row', width: 90, render: (row: number) => t('importRow', { row }) },
              { title: t('importField'), dataIndex: 'field', width: 140, render: (f: string) => fieldTitle(f) },
              { title: t('importReason'), dataIndex: 'message' },
            ]}
          />
        </Modal>
      ) : null}
    </>
  );
}
