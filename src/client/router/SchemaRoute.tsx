import { Result, Spin } from 'antd';
import { PopupPicker } from '#online/index.js';
import { ListPage, RendererProvider, useEntityForComponent, useEntitySchema } from '#renderers/index.js';
import { useCrudT } from '#renderers/i18n/index.js';
import Building from '../views/Building.js';
import { useEntityExtension } from './useEntityExtension.js';
import CronPreview from '../views/jobs/CronPreview.js';
import JobClassSelect from '../views/jobs/JobClassSelect.js';

// any schema field may use the popup picker: "x-component": "Popup" (online/ stays in this lazy chunk);
// CronPreview and JobClassSelect: a scheduled job's next fire times and the classes it may name
const widgets = { widgets: { Popup: PopupPicker, CronPreview, JobClassSelect } };

function EntityPage({ entity }: { entity: string }) {
  const { t } = useCrudT();
  const { schema, error } = useEntitySchema(entity);
  const { extension, ready, error: extensionError } = useEntityExtension(entity, schema?.hooks);
  if (error || extensionError) return <Result status="warning" title={t('loadFailed')} />;
  if (!schema || !ready) return <Spin style={{ display: 'block', margin: '96px auto' }} />;
  return <ListPage key={entity} schema={schema} extension={extension} />;
}

/** A menu page rendered from an entity schema: `schema/<entity>` or a JeecgBoot name mapped by a schema's menu. */
export default function SchemaRoute({ component, title }: { component: string; title: string }) {
  const entity = useEntityForComponent(component);
  if (entity === undefined) return <Spin style={{ display: 'block', margin: '96px auto' }} />;
  return entity ? (
    <RendererProvider value={widgets}>
      <EntityPage entity={entity} />
    </RendererProvider>
  ) : (
    <Building title={title} />
  );
}
