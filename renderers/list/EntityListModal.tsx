import { Modal, Spin } from 'antd';
import { useCrudT } from '../i18n/index.js';
import { useEntitySchema } from '../schema/useEntitySchema.js';
import { tr } from '../types.js';
import ListPage from './ListPage.js';

/** Another entity's list inside a dialog, narrowed to one parent (a dictionary's items, a department's roles). */
export default function EntityListModal({ entity, fixed, title, onClose }: { entity: string; fixed: Record<string, string>; title?: string; onClose(): void }) {
  const { lang } = useCrudT();
  const { schema } = useEntitySchema(entity);
  return (
    <Modal open width={1000} footer={null} onCancel={onClose} title={title ?? (schema ? tr(schema.title, lang) : '')} destroyOnHidden>
      {schema ? <ListPage schema={schema} fixed={fixed} memory /> : <Spin style={{ display: 'block', margin: '48px auto' }} />}
    </Modal>
  );
}
