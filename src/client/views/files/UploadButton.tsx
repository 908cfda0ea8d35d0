import { useState } from 'react';
import { Button, Progress, Upload, message } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import useSWR from 'swr';
import i18n from '../../i18n/index.js';
import { uploadLimits } from '#shared/contract/files.js';
import { API_BASE, http } from '../../api/http.js';
import { session } from '../../session/session.js';
import Auth from '#renderers/auth/Auth.js';

const t = (k: string, o?: Record<string, unknown>) => i18n.t(`files.${k}`, o);
const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;

/** Uploads one file with a progress bar; a file over the server's limit is refused before it is sent. */
export default function UploadButton({
  onDone,
  action = '/sys/oss/file/upload',
  perm = 'ossFile:add',
  label,
  accept,
  limitsUrl = '/sys/oss/file/limits',
  serverMessage = false,
}: {
  onDone: () => void;
  action?: string;
  perm?: string;
  label?: string;
  accept?: string;
  limitsUrl?: string | null;
  /** show the server's answer (e.g. 已开始导入…) instead of "uploaded" */
  serverMessage?: boolean;
}) {
  const [percent, setPercent] = useState<number | null>(null);
  // the server's limit, read once per page (every upload button on it shares the answer)
  const { data: limits } = useSWR(
    limitsUrl ? ['uploadLimits', limitsUrl] : null,
    async () => (await http.get(limitsUrl!, undefined, { answer: uploadLimits })).result,
    {
      revalidateOnFocus: false,
    },
  );
  return (
    <span>
      <Auth code={perm}>
        <Upload
          name="file"
          action={`${API_BASE}${action}`}
          accept={accept}
          headers={{ 'X-Access-Token': session.token() ?? '' }}
          showUploadList={false}
          beforeUpload={(file) => {
            if (limits && file.size > limits.maxBytes) {
              message.error(t('tooLarge', { mb: mb(limits.maxBytes) }));
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
          onChange={({ file }) => {
            if (file.status === 'uploading') setPercent(Math.floor(file.percent ?? 0));
            if (file.status === 'done') {
              setPercent(null);
              message.success((serverMessage && (file.response as { message?: string } | undefined)?.message) || t('uploaded', { name: file.name }));
              onDone();
            }
            if (file.status === 'error') {
              setPercent(null);
              message.error((file.response as { message?: string } | undefined)?.message ?? t('failed'));
            }
          }}
        >
          <Button type="primary" icon={<UploadOutlined />}>
            {label ?? t('upload')}
          </Button>
        </Upload>
      </Auth>
      {percent !== null && <Progress data-testid="upload-progress" percent={percent} size="small" style={{ width: 160, marginLeft: 12 }} />}
      {limits && <span style={{ marginLeft: 12, color: '#999' }}>{t('limit', { mb: mb(limits.maxBytes) })}</span>}
    </span>
  );
}
