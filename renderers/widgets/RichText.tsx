import { Input, Segmented } from 'antd';
import { useState } from 'react';
import { useDataProvider } from '../providers/context.js';
import { richHtml } from './richHtml.js';
import { useCrudT } from '../i18n/index.js';

/** HTML content with a sanitised preview (announcements and the like); the source is edited as text. */
export default function RichText({ value, onChange, disabled }: { value?: string | null; onChange?: (v: string) => void; disabled?: boolean }) {
  const { t } = useCrudT();
  const { fileUrl } = useDataProvider();
  const [mode, setMode] = useState<'source' | 'preview'>('source');
  return (
    <div>
      <Segmented
        size="small"
        value={mode}
        onChange={(v) => setMode(v as 'source' | 'preview')}
        options={[
          { label: t('source'), value: 'source' },
          { label: t('preview'), value: 'preview' },
        ]}
        style={{ marginBottom: 8 }}
      />
      {mode === 'source' ? (
        <Input.TextArea rows={8} value={value ?? ''} disabled={disabled} onChange={(e) => onChange?.(e.target.value)} />
      ) : (
        <div
          className="isps-richtext"
          style={{ minHeight: 160, border: '1px solid #d9d9d9', borderRadius: 6, padding: 8 }}
          dangerouslySetInnerHTML={{ __html: richHtml(value, fileUrl) }}
        />
      )}
    </div>
  );
}
