import { FormLayout } from '@formily/antd-v5';
import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { Button, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useDicts } from '#renderers/dict/useDicts.js';
import { remoteChecks } from '#renderers/form/remoteChecks.js';
import { useSchemaField } from '#renderers/form/SchemaField.js';
import { useFormSubmit } from '#renderers/form/useFormSubmit.js';
import { useDataProvider, useWidgets } from '#renderers/providers/context.js';
import { dictCodes } from '#renderers/schema/fields.js';
import { toFormSchema } from '#renderers/schema/toFormSchema.js';
import { useEntitySchema } from '#renderers/schema/useEntitySchema.js';
import { BASE_FIELDS, BOUND_FIELDS } from '#shared/contract/account.js';
import { userInfoAnswer } from '#shared/contract/users.js';
import { http } from '../../api/http.js';
import { session } from '../../session/session.js';
import { ACCOUNT_KEY } from './useAccountCenter.js';

/** 基本设置: the caller's own name, e-mail, phone, birthday and sex — fields, rules and widgets from sys_user's schema. */
export default function BaseSettings({ user }: { user: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const dp = useDataProvider();
  const { mutate } = useSWRConfig();
  const { schema } = useEntitySchema('sys_user');
  const fields = useMemo(() => (schema?.columns ?? []).filter((c) => (BASE_FIELDS as readonly string[]).includes(c.name)), [schema]);
  const { dicts, ready } = useDicts(useMemo(() => dictCodes(fields), [fields]));
  const SchemaField = useSchemaField(useWidgets());
  const form = useMemo(() => createForm({ initialValues: Object.fromEntries(BASE_FIELDS.map((k) => [k, user[k]])) }), [user]);
  const formSchema = useMemo(() => {
    const s = toFormSchema(fields, { lang, dicts, mode: 'edit', columns: 1, checks: remoteChecks(dp, 'sys_user', String(user.id)) });
    const grid = (s.properties as Record<string, { properties: Record<string, Record<string, unknown>> }>).grid;
    // changed through 账户绑定 only (a code to the new address)
    for (const k of Object.keys(BOUND_FIELDS))
      if (grid.properties[k]) Object.assign(grid.properties[k], { 'x-disabled': true, description: t('acct.base.bound') });
    return s;
  }, [fields, lang, dicts, dp, user.id, t]);
  const { saving, submit: save } = useFormSubmit(form, async (values) => {
    const r = await http.put('/isps/account/base', values, { quiet: true, answer: userInfoAnswer });
    session.setUser({ ...session.user()!, ...r.result.userInfo }); // the header's greeting follows
    await mutate(ACCOUNT_KEY);
    return r.message || t('acct.base.saved');
  });
  if (!schema || !ready) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return (
    <div style={{ maxWidth: 480 }} data-testid="account-base">
      <FormProvider form={form}>
        <FormLayout layout="vertical">
          {/* eslint-disable-next-line react-hooks/static-components -- useSchemaField memoizes one per widget set */}
          <SchemaField schema={formSchema} />
        </FormLayout>
      </FormProvider>
      <Button type="primary" loading={saving} onClick={save}>
        {t('acct.base.save')}
      </Button>
    </div>
  );
}
