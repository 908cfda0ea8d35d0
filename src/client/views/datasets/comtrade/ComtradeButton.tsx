import { Button, Popover, Radio, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../../api/http.js';
import { session } from '../../../session/session.js';
import './i18n.js';

export type ComtradeFormat = 'ascii' | 'binary' | 'binary32' | 'float32';
export type ComtradePack = 'cff' | 'zip';

/** A download URL of the API with the session's token (a plain navigation cannot send the header). */
export function comtradeUrl(path: string, query: Record<string, string | number>) {
  const q = new URLSearchParams(Object.entries({ ...query, token: session.token() ?? '' }).map(([k, v]) => [k, String(v)]));
  return `${API_BASE}${path}?${q}`;
}

/**
 * "COMTRADE": the data format (ASCII, BINARY, BINARY32, FLOAT32) and the files (.cff or a zip of
 * .cfg + .dat) chosen in a popover, then the download. `url` builds the address from the choice;
 * null while there is nothing to download.
 */
export default function ComtradeButton({
  url,
  hint,
  size,
}: {
  url: (format: ComtradeFormat, pack: ComtradePack) => string | null;
  hint?: string;
  size?: 'small';
}) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<ComtradeFormat>('binary32');
  const [pack, setPack] = useState<ComtradePack>('cff');
  const [open, setOpen] = useState(false);
  const href = url(format, pack);
  const content = (
    <Space direction="vertical" data-testid="comtrade-options" style={{ maxWidth: 360 }}>
      <span>{t('comtrade.format')}</span>
      <Radio.Group
        data-testid="comtrade-format"
        value={format}
        onChange={(e) => setFormat(e.target.value as ComtradeFormat)}
        options={['ascii', 'binary', 'binary32', 'float32'].map((f) => ({ value: f, label: f.toUpperCase() }))}
      />
      <span>{t('comtrade.pack')}</span>
      <Radio.Group
        data-testid="comtrade-pack"
        value={pack}
        onChange={(e) => setPack(e.target.value as ComtradePack)}
        options={[
          { value: 'cff', label: t('comtrade.cff') },
          { value: 'zip', label: t('comtrade.zip') },
        ]}
      />
      {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
      <Button
        type="primary"
        icon={<DownloadOutlined />}
        disabled={!href}
        data-testid="comtrade-download"
        onClick={() => {
          if (!href) return;
          setOpen(false);
          window.location.href = href;
        }}
      >
        {t('comtrade.download')}
      </Button>
    </Space>
  );
  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" title={t('comtrade.title')} content={content}>
      <Button size={size} icon={<DownloadOutlined />} data-testid="comtrade-button">
        {t('comtrade.button')}
      </Button>
    </Popover>
  );
}
