import { createForm, setValidateLanguage } from '@formily/core';
import type { ISchema } from '@formily/react';
import { message } from 'antd';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import {
  dictCodes,
  formFields,
  remoteChecks,
  showServerErrors,
  toFormSchema,
  useCrudT,
  useDataProvider,
  useDicts,
  useEntitySchema,
  useInvalidate,
  useSchemaField,
  useWidgets,
  type ClientField,
} from '#renderers/index.js';

/**
 * A demo form page's plumbing: the entity's schema, dictionaries and a Formily form; `grid` draws any subset
 * of the schema's fields (a step, a card) with the schema's widgets and rules; `save` adds the record.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Formily components take any props
export function useSchemaForm(entity: string, extra: Record<string, ComponentType<any>> = {}) {
  const { lang } = useCrudT();
  const dp = useDataProvider();
  const invalidate = useInvalidate();
  const { schema } = useEntitySchema(entity);
  const widgets = useWidgets();
  const SchemaField = useSchemaField(useMemo(() => ({ ...widgets, ...extra }), [widgets])); // eslint-disable-line react-hooks/exhaustive-deps
  const fields = useMemo(() => (schema ? formFields(schema) : []), [schema]);
  const { dicts, ready } = useDicts(useMemo(() => dictCodes(fields), [fields]));
  const [round, setRound] = useState(0);
  const form = useMemo(() => createForm(), [round]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => setValidateLanguage(lang === 'en' ? 'en-US' : 'zh-CN'), [lang]);

  const checks = useMemo(() => remoteChecks(dp, entity), [dp, entity]);
  /** The schema's grid of the named fields (all when none are named). */
  const grid = (names?: string[], columns: 1 | 2 = 2): ISchema => {
    const subset: ClientField[] = names ? names.map((n) => fields.find((f) => f.name === n)!).filter(Boolean) : fields;
    return (toFormSchema(subset, { lang, dicts, mode: 'add', columns, checks }).properties as Record<string, ISchema>).grid;
  };
  const save = async (values: Record<string, unknown>) => {
    const answer = await dp.create(schema!.api, values);
    void invalidate(schema!.entity, schema!.api);
    return answer;
  };
  const [saving, setSaving] = useState(false);
  /** Validates (a refusal stays on its fields, never an uncaught rejection), saves and shows the answer; true when saved. */
  const submit = async (values: Record<string, unknown> = form.values): Promise<boolean> => {
    form.clearErrors('*');
    try {
      await form.validate();
    } catch {
      return false;
    }
    setSaving(true);
    try {
      message.success(await save(values));
      return true;
    } catch (e) {
      showServerErrors(form, e);
      message.error((e as Error).message);
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { schema, fields, dicts, lang, ready: !!schema && ready, SchemaField, form, grid, submit, saving, again: () => setRound((n) => n + 1) };
}
