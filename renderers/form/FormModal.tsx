import { FormLayout } from '@formily/antd-v5';
import { createForm, setValidateLanguage } from '@formily/core';
import { FormProvider } from '@formily/react';
import { Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useInvalidate } from '../data/useInvalidate.js';
import { useDicts } from '../dict/useDicts.js';
import type { EntityExtension } from '../extension.js';
import { useCrudT } from '../i18n/index.js';
import { useDataProvider, useWidgets } from '../providers/context.js';
import { dictCodes, formFields } from '../schema/fields.js';
import { toFormSchema } from '../schema/toFormSchema.js';
import { tr, type ClientSchema, type Row } from '../types.js';
import FormContainer from './FormContainer.js';
import { remoteChecks } from './remoteChecks.js';
import { useSchemaField } from './SchemaField.js';
import { useFormSubmit } from './useFormSubmit.js';

export interface FormModalProps {
  schema: ClientSchema;
  mode: 'add' | 'edit';
  /** the record being edited, or a new record's preset values (a child's parent) */
  row?: Partial<Row>;
  extension?: EntityExtension;
  /** values set on every new record (e.g. the dictionary an item belongs to) */
  fixed?: Record<string, string>;
  onClose(): void;
  onSaved(): void;
}

/** Create or edit one record in a modal; the fields, rules and widgets all come from the schema. */
export default function FormModal({ schema, mode, row, extension, fixed, onClose, onSaved }: FormModalProps) {
  const { t, lang } = useCrudT();
  const dp = useDataProvider();
  const invalidate = useInvalidate();
  const SchemaField = useSchemaField(useWidgets());
  const fields = useMemo(() => formFields(schema), [schema]);
  const { dicts, ready } = useDicts(useMemo(() => dictCodes(fields), [fields]));
  const [extra, setExtra] = useState<Record<string, unknown> | null>(mode === 'add' || !extension?.loadFormValues ? {} : null);
  useEffect(() => {
    if (mode === 'edit' && row && extension?.loadFormValues) void extension.loadFormValues(row as Row).then(setExtra, () => setExtra({}));
  }, [mode, row, extension]);
  useEffect(() => setValidateLanguage(lang === 'en' ? 'en-US' : 'zh-CN'), [lang]);

  const form = useMemo(() => (extra ? createForm({ initialValues: mode === 'edit' ? { ...row, ...extra } : { ...row } }) : null), [extra, mode, row]);
  const formSchema = useMemo(() => {
    const s = toFormSchema(fields, { lang, dicts, mode, columns: schema.page?.formColumns, checks: remoteChecks(dp, schema.entity, row?.id) });
    const grid = (s.properties as Record<string, { properties: Record<string, Record<string, unknown>> }>).grid;
    for (const [name, f] of Object.entries(extension?.formFields?.(mode, lang) ?? {})) {
      // "x-after": "password" puts an extension field right after a schema field (Formily wants whole indexes)
      const after = (f as Record<string, unknown>)['x-after'] as string | undefined;
      const at = after ? Number(grid.properties[after]?.['x-index']) : NaN;
      // an extension field named like a schema field changes that field (its widget), keeping its title and rules
      grid.properties[name] = { ...grid.properties[name], ...f, ...(Number.isFinite(at) ? { 'x-index': at + 5 } : {}) };
    }
    return s;
  }, [fields, lang, dicts, mode, schema.entity, schema.page?.formColumns, row?.id, extension, dp]);

  const { saving, submit: save } = useFormSubmit(form, async (values) => {
    const body = { ...values, ...(mode === 'edit' ? { id: row!.id } : fixed) };
    const done = mode === 'add' ? await dp.create(schema.api, body) : await dp.update(schema.api, body);
    void invalidate(schema.entity, schema.api);
    onSaved();
    return done;
  });

  const title = `${t(mode === 'add' ? 'add' : 'edit')} · ${tr(schema.title, lang)}`;
  return (
    <FormContainer kind={schema.page?.form} title={title} saving={saving} onOk={save} onCancel={onClose}>
      {form && ready ? (
        <FormProvider form={form}>
          <FormLayout layout="vertical">
            {/* eslint-disable-next-line react-hooks/static-components -- useSchemaField memoizes one per widget set */}
            <SchemaField schema={formSchema} />
          </FormLayout>
        </FormProvider>
      ) : (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      )}
    </FormContainer>
  );
}
