import { Button, Card, Form, Input, Typography, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { BIND_TYPES } from '#shared/contract/account.js';
import { ApiError, http } from '../../api/http.js';
import { session } from '../../session/session.js';
import type { UserInfo } from '../../session/types.js';
import { ACCOUNT_KEY } from './useAccountCenter.js';

type BindType = (typeof BIND_TYPES)[number];

/** One binding: the current value, a new one, the code sent to the new one. */
function Binding({ type, current }: { type: BindType; current?: string | null }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [form] = Form.useForm<{ value: string; code: string }>();
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const fail = (e: unknown) => {
    const field = e instanceof ApiError ? (e.body?.result as { field?: string } | null | undefined)?.field : undefined;
    form.setFields([{ name: field === 'code' ? 'code' : 'value', errors: [(e as Error).message] }]);
  };
  const send = async () => {
    const value = await form.validateFields(['value']).then((v) => v.value);
    setSending(true);
    try {
      const r = await http.post(`/isps/account/bind/${type}/code`, { [type]: value }, true);
      message.success(r.message);
    } catch (e) {
      fail(e);
    } finally {
      setSending(false);
    }
  };
  const bind = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const r = await http.post<{ userInfo: UserInfo }>(`/isps/account/bind/${type}`, { [type]: v.value, code: v.code }, true);
      session.setUser({ ...session.user()!, ...r.result.userInfo });
      await mutate(ACCOUNT_KEY);
      form.resetFields();
      message.success(r.message);
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
      <Form form={form} name={`bind-${type}`} layout="vertical">
        <Form.Item name="value" label={t(`acct.binding.new.${type}`)} rules={[{ required: true, message: t(`acct.binding.required.${type}`) }]}>
          <Input
            autoComplete="off"
            addonAfter={
              <Button type="link" size="small" loading={sending} onClick={() => void send().catch(() => undefined)}>
                {t('acct.binding.send')}
              </Button>
            }
          />
        </Form.Item>
        <Form.Item name="code" label={t('acct.binding.code')} rules={[{ required: true, pattern: /^\d{6}$/, message: t('acct.binding.codeRule') }]}>
          <Input maxLength={6} autoComplete="one-time-code" />
        </Form.Item>
        <Button type="primary" loading={saving} onClick={() => void bind().catch(() => undefined)}>
          {t('acct.binding.bind')}
        </Button>
      </Form>
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
