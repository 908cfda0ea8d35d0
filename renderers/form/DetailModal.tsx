import { Descriptions, Image, Modal } from 'antd';
import { useMemo } from 'react';
import { useDicts } from '../dict/useDicts.js';
import { useCrudT } from '../i18n/index.js';
import { useDataProvider } from '../providers/context.js';
import { cellText } from '../schema/cellText.js';
import { detailFields, dictCodes } from '../schema/fields.js';
import { tr, type ClientSchema, type Row } from '../types.js';

/** Every readable field of one record, dictionary codes shown as text. */
export default function DetailModal({ schema, row, onClose }: { schema: ClientSchema; row: Row; onClose(): void }) {
  const { t, lang } = useCrudT();
  const { fileUrl } = useDataProvider();
  const fields = useMemo(() => detailFields(schema), [schema]);
  const { dicts } = useDicts(useMemo(() => dictCodes(fields), [fields]));
  const items = fields.map((f) => ({
    key: f.name,
    label: tr(f.title, lang),
    span: f.type === 'text' || f.type === 'richtext' || f.type === 'json' ? 2 : 1,
    children:
      f.type === 'image' && typeof row[f.name] === 'string' && row[f.name] ? (
        <Image src={fileUrl(String(row[f.name]))} width={64} />
      ) : (
        cellText(f, row, dicts, lang, Infinity)
      ),
  }));
  return (
    <Modal open title={`${t('detail')} · ${tr(schema.title, lang)}`} width={800} onCancel={onClose} footer={null}>
      <Descriptions bordered size="small" column={2} items={items} />
    </Modal>
  );
}
