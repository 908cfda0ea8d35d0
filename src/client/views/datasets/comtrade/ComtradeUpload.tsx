import { Button, message } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../../api/http.js';
import { session } from '../../../session/session.js';
import Auth from '#renderers/auth/Auth.js';
import './i18n.js';

/**
 * "Upload COMTRADE": one .cff or .zip, or a .cfg with its .dat (and .hdr / .inf) chosen together —
 * sent as one request, so the server reads the pair as one recording.
 */
export default function ComtradeUpload({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const send = async (files: FileList) => {
    const form = new FormData();
    for (const f of Array.from(files)) form.append('file', f, f.name);
    setBusy(true);
    try {
      const res = await fetch(`${API_BASE}/isps/dataset/upload`, { method: 'POST', headers: { 'X-Access-Token': session.token() ?? '' }, body: form });
      const body = (await res.json().catch(() => ({}))) as { success?: boolean; message?: string };
      if (res.ok && body.success !== false) {
        message.success(body.message ?? t('comtrade.upload'));
        onDone();
      } else message.error(body.message ?? String(res.status));
    } finally {
      setBusy(false);
    }
  };
  // an input made on each click, never in the page: the page's other upload keeps the only file input
  const choose = () => {
    const input = document.createElement('input');
    input.type = 'file';
    input.multiple = true;
    input.accept = '.cff,.cfg,.dat,.hdr,.inf,.zip';
    input.onchange = () => input.files?.length && void send(input.files);
    input.click();
  };
  return (
    <Auth code="dataset:add">
      <Button icon={<UploadOutlined />} loading={busy} title={t('comtrade.uploadHint')} onClick={choose} data-testid="comtrade-upload">
        {busy ? t('comtrade.uploading') : t('comtrade.upload')}
      </Button>
    </Auth>
  );
}
