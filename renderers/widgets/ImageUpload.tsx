import { PlusOutlined } from '@ant-design/icons';
import { Image, Space, Upload, message } from 'antd';
import { useState } from 'react';
import { useDataProvider } from '../providers/context.js';
import { useCrudT } from '../i18n/index.js';

/** One image field: uploads to /sys/common/upload and stores the returned path. */
export default function ImageUpload({ value, onChange, disabled }: { value?: string | null; onChange?: (v: string | undefined) => void; disabled?: boolean }) {
  const { t } = useCrudT();
  const dp = useDataProvider();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const r = await dp.custom<string>({ method: 'POST', path: '/sys/common/upload', file });
      onChange?.(r.result);
    } catch {
      message.error(t('uploadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space align="start">
      {value ? <Image src={dp.fileUrl(value)} width={96} height={96} style={{ objectFit: 'cover' }} /> : null}
      <Upload
        accept="image/png,image/jpeg,image/gif,image/webp"
        showUploadList={false}
        disabled={disabled || busy}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
        listType="picture-card"
      >
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 4 }}>{t('upload')}</div>
        </div>
      </Upload>
    </Space>
  );
}
