import { ArrayTable } from '@formily/antd-v5';
import { createForm } from '@formily/core';
import { Button, Card, Space, Spin, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { http } from '#client/api/http.js';
import SchemaForm from '#client/components/form/SchemaForm.js';
import { formMeta, formSource } from '#shared/contract/forms.js';
import { designerSchema, fromValues, toValues } from './metaToFormily.js';
import type { Schema } from './types.js';
import { usePublish } from './usePublish.js';
import Versions from './Versions.js';

const components = { ArrayTable };

const blank = (): Schema => ({
  entity: '',
  permission: '',
  title: { zh: '', en: '' },
  menu: { parent: '/online', path: '' },
  fields: {},
});
const camel = (code: string) => code.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** What the server needs that the designer derives from the table code when left empty. */
function completed(s: Schema): Schema {
  const code = s.entity;
  const menu = s.menu as { parent?: string; path?: string } | undefined;
  return {
    ...s,
    api: `/online/cgform/api/crud/${code}`,
    permission: s.permission || camel(code),
    ...(menu?.parent ? { menu: { ...menu, path: menu.path || `/online/cgform/list/${code}` } } : { menu: undefined }),
  };
}

/** One form in the designer: settings and field grid rendered from the meta-schema; publish; versions. */
export default function Designer({ code, onBack }: { code: string | null; onBack(): void }) {
  const { t } = useTranslation();
  const label = (path: string[]) => t(`cgform.key.${path.join('.')}`, { defaultValue: path.join('.') });
  const valueText = (path: string[], v: unknown) => t(`cgform.value.${path.join('.')}.${String(v)}`, { defaultValue: String(v) });
  const { data: meta } = useSWR(['cgform', 'meta'], () => http.get('/online/cgform/head/meta', undefined, { answer: formMeta }).then((r) => r.result));
  const { data: loaded } = useSWR(code ? ['cgform', 'schema', code] : null, () =>
    http.get(`/online/cgform/head/schema/${code}`, undefined, { answer: formSource }).then((r) => r.result),
  );
  const [versions, setVersions] = useState(false);
  const { publish } = usePublish();
  const source = code ? loaded?.source : 'online';
  const form = useMemo(
    () => (code && !loaded ? null : createForm({ initialValues: toValues(loaded?.schema ?? blank()), readPretty: source === 'file' })),
    [code, loaded, source],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels follow the language through t
  const schema = useMemo(() => (meta ? designerSchema(meta, label, valueText) : null), [meta, t]);
  if (!form || !schema) return <Spin style={{ display: 'block', margin: '96px auto' }} />;

  const save = async () => {
    await form.validate();
    const s = completed(fromValues(form.values));
    if (await publish(s, s.entity)) onBack(); // back to the list, which shows the new version
  };
  return (
    <Card
      title={
        <Space>
          {code ?? t('cgform.new')}
          {source === 'file' ? <Tag>{t('cgform.fileHeld')}</Tag> : null}
          {loaded?.version ? <Tag color="blue">v{loaded.version}</Tag> : null}
        </Space>
      }
      extra={
        <Space>
          <Button onClick={() => onBack()}>{t('cgform.back')}</Button>
          {code && source === 'online' ? <Button onClick={() => setVersions(true)}>{t('cgform.versions')}</Button> : null}
          {source === 'online' ? (
            <Button type="primary" onClick={() => void save().catch(() => undefined)}>
              {t('cgform.publish')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <SchemaForm form={form} schema={schema} components={components} layout="vertical" />
      {versions && code ? <Versions code={code} onClose={() => setVersions(false)} onRolledBack={onBack} /> : null}
    </Card>
  );
}
