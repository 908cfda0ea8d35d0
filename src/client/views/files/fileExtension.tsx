import { Modal } from 'antd';
import i18n from '../../i18n/index.js';
import { API_BASE } from '../../api/http.js';
import { session } from '../../session/session.js';
import type { EntityExtension, Row } from '#renderers/core.js';
import UploadButton from './UploadButton.js';

const t = (k: string) => i18n.t(`files.${k}`);
const PREVIEWABLE = /^(image\/(png|jpeg|gif|webp)|application\/pdf)$/;

export const fileUrl = (id: string, inline = false) =>
  `${API_BASE}/sys/oss/file/download?id=${encodeURIComponent(id)}${inline ? '&inline=1' : ''}&token=${encodeURIComponent(session.token() ?? '')}`;

function download(row: Row) {
  const a = document.createElement('a');
  a.href = fileUrl(String(row.id));
  a.download = String(row.fileName ?? '');
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Images and PDFs the server recognised from their bytes, shown in a modal. */
function preview(row: Row) {
  const src = fileUrl(String(row.id), true);
  const pdf = row.fileType === 'application/pdf';
  Modal.info({
    title: String(row.fileName ?? ''),
    width: pdf ? 900 : 720,
    icon: null,
    content: pdf ? (
      <iframe data-testid="file-preview" title={String(row.fileName ?? '')} src={src} style={{ width: '100%', height: '70vh', border: 0 }} />
    ) : (
      <img data-testid="file-preview" alt={String(row.fileName ?? '')} src={src} style={{ maxWidth: '100%' }} />
    ),
  });
}

/** Files come by upload only (progress, size limit); rows download, preview, delete. */
export const fileExtension: EntityExtension = {
  readOnly: true,
  // the thumbnail column's preview opens the uploaded image itself
  imagePreview: (row) => fileUrl(String(row.id), true),
  toolbar: (ctx) => <UploadButton key="upload" onDone={() => void ctx.reload()} />,
  rowActions: () => [
    { key: 'download', label: t('download'), onClick: download },
    { key: 'preview', label: t('preview'), hidden: (row) => !PREVIEWABLE.test(String(row.fileType ?? '')), onClick: preview },
  ],
};
