import type { ISchema } from '@formily/react';
import { Button, Card, Typography, message } from 'antd';
import { useMemoizedFn } from 'ahooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { BIND_TYPES } from '#shared/contract/account.js';
import { SIX_DIGITS } from '#shared/contract/phoneLogin.js';
import { userInfoAnswer } from '#shared/contract/users.js';
import { useDataProvider } from '#renderers/core.js';
import SchemaForm from '../../components/form/SchemaForm.js';
import { showRefusal, useAccountForm } from '../../components/form/useAccountForm.js';
import { session } from '../../session/session.js';
import SendCodeInput from './SendCodeInput.js';
import { ACCOUNT_KEY } from './useAccountCenter.js';

type BindType = (typeof BIND_TYPES)[number];
const WIDGETS = { SendCodeInput };

/** One binding: the current value, a new one, the code sent to the new one (fields named as the server names them). */
function Binding({ type, current }: { type: BindType; current?: string | null }) {
  const { t } = useTranslation();
  const dp = useDataProvider();
  const { mutate } = useSWRConfig();
  const form = useAccountForm();
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  // a refusal goes onto the field it names; one naming none onto the new value
  const fail = (e: unknown) => {
    const rest = showRefusal(form, e, (e as Error).message);
    const field = form.query(type).take();
    if (rest && field && 'setSelfErrors' in field) field.setSelfErrors([rest]);
  };
  const schema = useMemo<ISchema>(() => {
    const label = t(`acct.binding.new.${type}`);
    return {
      type: 'object',
      properties: {
        [type]: {
          type: 'string',
          title: label,
          'x-index': 1,
          'x-decorator': 'FormItem',
          'x-component': 'SendCodeInput',
          // labelled for assistive technology too: Formily's label is not tied to its input
          'x-component-props': { 'aria-label': label, sending: false, onSend: () => undefined },
          'x-validator': [{ required: true, message: t(`acct.binding.required.${type}`) }],
        },
        code: {
          type: 'string',
          title: t('acct.binding.code'),
          'x-index': 2,
          'x-decorator': 'FormItem',
          'x-component': 'Input',
          'x-component-props': { 'aria-label': t('acct.binding.code'), maxLength: 6, autoComplete: 'one-time-code' },
          'x-validator': [
            { required: true, message: t('acct.binding.codeRule') },
            { pattern: SIX_DIGITS, message: t('acct.binding.codeRule') },
          ],
        },
      },
    };
  }, [t, type]);

  const send = useMemoizedFn(async () => {
    const valid = await form.validate(type).then(
      () => true,
      () => false,
    );
    if (!valid) return;
    setSending(true);
    try {
      const r = await dp.custom({ method: 'POST', path: `/isps/account/bind/${type}/code`, body: { [type]: form.values[type] }, quiet: true });
      void message.success(r.message); // a toast: nothing waits for it to close
    } catch (e) {
      fail(e);
    } finally {
      setSending(false);
    }
  });
  // the send button's state changes while the field stays mounted (a mounted field keeps its first props)
  useEffect(
    () =>
      form.setFieldState(type, (s) => {
        s.componentProps = { ...s.componentProps, sending, onSend: () => void send() };
      }),
    [form, type, send, sending],
  );

  const bind = async (v: Record<string, string>) => {
    setSaving(true);
    try {
      const r = await dp.custom({
        method: 'POST',
        path: `/isps/account/bind/${type}`,
        body: { [type]: v[type], code: v.code },
        quiet: true,
        answer: userInfoAnswer,
      });
      session.setUser({ ...session.user()!, ...r.result.userInfo });
      await mutate(ACCOUNT_KEY);
      await form.reset('*');
      void message.success(r.message);
    } catch (e) {
      fail(e);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card size="small" title={t(`acct.binding.${type}`)} style={{ marginBottom: 16, maxWidth: 520 }} data-testid={`bind-${type}`}>
      <Typography.Paragraph>
        {t('acct.binding.current')}：{current || <Typography.Text type="secondary">{t('acct.binding.none')}</Typography.Text>}
      </Typography.Paragraph>
      <SchemaForm form={form} schema={schema} onSubmit={bind} layout="vertical" components={WIDGETS}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('acct.binding.bind')}
        </Button>
      </SchemaForm>
    </Card>
  );
}

/** 账户绑定: change the e-mail or phone with a code sent to the new one. */
export default function BindingSettings({ user }: { user: Record<string, unknown> }) {
  return (
    <div data-testid="account-binding">
      {BIND_TYPES.map((type) => (
        <Binding key={type} type={type} current={user[type] as string | null} />
      ))}
    </div>
  );
}
