import { PlusOutlined } from '@ant-design/icons';
import { Image, Space, Upload, message } from 'antd';
import { useState } from 'react';
import { uploadedPath } from '#shared/contract/files.js';
import { useDataProvider } from '../providers/context.js';
import { useCrudT } from '../i18n/index.js';

/**
 * One image field: uploads to /sys/common/upload and stores what JeecgBoot's own image field stores, the
 * answer's `message` (ISPS's is a signed path, so JeecgBoot's console shows the image without a token);
 * `result` (the plain path) for a server that leaves the message empty.
 */
export default function ImageUpload({ value, onChange, disabled }: { value?: string | null; onChange?: (v: string | undefined) => void; disabled?: boolean }) {
  const { t } = useCrudT();
  const dp = useDataProvider();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const r = await dp.custom({ method: 'POST', path: '/sys/common/upload', file, answer: uploadedPath });
      onChange?.(r.message || r.result);
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
