import { Button } from 'antd';
import i18n from '../../i18n/index.js';
import { API_BASE } from '../../api/http.js';
import { session } from '../../session/session.js';
import { dialogStore, type EntityExtension, type Row } from '#renderers/core.js';
import Auth from '#renderers/auth/Auth.js';
import UploadButton from '../files/UploadButton.js';
import BrowseDialog from './BrowseDialog.js';
import ComtradeUpload from './comtrade/ComtradeUpload.js';
import CurveDialog from './CurveDialog.js';
import ExportDialog from './ExportDialog.js';
import GrantDialog from './GrantDialog.js';
import HistoryDialog from './HistoryDialog.js';
import SheetDialog from './SheetDialog.js';
import TextDialog from './TextDialog.js';

const t = (k: string) => i18n.t(`dataset.${k}`);
const browse = dialogStore<Row>();
const curve = dialogStore<Row>();
const sheet = dialogStore<Row>();
const text = dialogStore<Row>();
const grant = dialogStore<Row>();
const exporting = dialogStore<true>();
const history = dialogStore<true>();
const ready = (row: Row) => row.status === 'done';
const downloadUrl = (id: string) => `${API_BASE}/isps/dataset/download?id=${encodeURIComponent(id)}&token=${encodeURIComponent(session.token() ?? '')}`;

/** Data sets come by export or upload; rows open the four checks and the grant dialog; 测量历史 checks any past range of a device's point. */
export const datasetExtension: EntityExtension = {
  readOnly: true,
  toolbar: (ctx) => (
    <span key="dataset-tools" style={{ display: 'inline-flex', gap: 8 }}>
      <Auth code="dataset:add">
        <Button type="primary" onClick={() => exporting.open(true)}>
          {t('export')}
        </Button>
      </Auth>
      <UploadButton
        onDone={() => void ctx.reload()}
        action="/isps/dataset/upload"
        perm="dataset:add"
        label={t('upload')}
        accept=".csv,.xlsx,.txt,.cff,.zip"
        limitsUrl={null}
        serverMessage
      />
      <ComtradeUpload onDone={() => void ctx.reload()} />
      <Button onClick={() => history.open(true)}>{t('history')}</Button>
      <Button onClick={() => void ctx.reload()}>{t('refresh')}</Button>
    </span>
  ),
  rowActions: () => [
    { key: 'browse', label: t('browse'), hidden: (r) => !ready(r), onClick: browse.open },
    { key: 'curve', label: t('curve'), hidden: (r) => !ready(r), onClick: curve.open },
    { key: 'sheet', label: t('sheet'), hidden: (r) => !(r.source === 'excel' || (r.source === 'comtrade' && ready(r))), onClick: sheet.open },
    { key: 'text', label: t('text'), hidden: (r) => !['csv', 'text', 'comtrade'].includes(String(r.source)), onClick: text.open },
    {
      key: 'download',
      label: t('download'),
      hidden: (r) => !ready(r),
      onClick: (r) => {
        window.location.href = downloadUrl(String(r.id));
      },
    },
    { key: 'grant', label: t('grant'), perm: 'dataset:grant', onClick: grant.open },
  ],
  panel: (ctx) => (
    <>
      <BrowseDialog store={browse} />
      <CurveDialog store={curve} />
      <SheetDialog store={sheet} />
      <TextDialog store={text} />
      <GrantDialog store={grant} />
      <ExportDialog store={exporting} onDone={() => void ctx.reload()} />
      <HistoryDialog store={history} />
    </>
  ),
};
