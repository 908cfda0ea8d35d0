import { MobileOutlined } from '@ant-design/icons';
import { Input } from '@formily/antd-v5';
import type { ISchema } from '@formily/react';
import { Alert, Button, Tabs, message } from 'antd';
import { useCountDown, useMemoizedFn } from 'ahooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MOBILE, SIX_DIGITS, type PhoneLoginBody } from '#shared/contract/phoneLogin.js';
import { isDataError, useDataProvider } from '#renderers/core.js';
import SchemaForm from '../../components/form/SchemaForm.js';
import { useAccountForm } from '../../components/form/useAccountForm.js';
import { session } from '../../session/session.js';
import { loginResult } from '#shared/contract/login.js';
import { HOME } from '../../router/guard.js';
import SmsCodeInput from './SmsCodeInput.js';

export type LoginTab = 'account' | 'phone';
const RESEND_MS = 60_000;
// an icon as a widget: Formily copies its schema, and a React element in component props does not survive that
const WIDGETS = { SmsCodeInput, MobileInput: (p: object) => <Input {...p} prefix={<MobileOutlined />} /> };

/** The 账号密码登录 / 手机号登录 switch above either form. */
export function LoginTabs({ active, onChange }: { active: LoginTab; onChange: (t: LoginTab) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs
      activeKey={active}
      onChange={(k) => onChange(k as LoginTab)}
      centered
      data-testid="login-tabs"
      items={[
        { key: 'account', label: t('login.title') },
        { key: 'phone', label: t('login.phoneTab') },
      ]}
    />
  );
}

/** 手机号登录: a code sent by SMS (POST /sys/sms), traded for a session (POST /sys/phoneLogin); rules from the shared contract. */
export default function PhoneLoginForm({ tabs }: { tabs: React.ReactNode }) {
  const { t } = useTranslation();
  const dp = useDataProvider();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useAccountForm();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [resendAt, setResendAt] = useState<number>();
  const [left] = useCountDown({ targetDate: resendAt });
  const failed = (e: unknown) => setError(isDataError(e) && e.body?.message ? e.body.message : t('login.failed'));

  const schema = useMemo<ISchema>(
    () => ({
      type: 'object',
      properties: {
        mobile: {
          type: 'string',
          'x-index': 1,
          'x-decorator': 'FormItem',
          'x-component': 'MobileInput',
          'x-component-props': { placeholder: t('login.mobile'), autoComplete: 'tel', maxLength: 11, 'data-testid': 'login-mobile' },
          'x-validator': [
            { required: true, message: t('login.mobileRequired') },
            { pattern: MOBILE, message: t('login.mobileInvalid') },
          ],
        },
        captcha: {
          type: 'string',
          'x-index': 2,
          'x-decorator': 'FormItem',
          'x-component': 'SmsCodeInput',
          'x-validator': [
            { required: true, message: t('login.smsCodeRequired') },
            { pattern: SIX_DIGITS, message: t('login.smsCodeFormat') },
          ],
        },
      },
    }),
    [t],
  );

  const sendCode = useMemoizedFn(async () => {
    // only the number is checked: the code is what this asks for
    const valid = await form.validate('mobile').then(
      () => true,
      () => false,
    );
    if (!valid) return;
    setSending(true);
    setError(null);
    try {
      const r = await dp.custom<null>({ method: 'POST', path: '/sys/sms', body: { mobile: form.values.mobile, smsmode: '0' }, quiet: true });
      void message.success(r.message || t('login.codeSent')); // a toast: nothing waits for it to close
      setResendAt(Date.now() + RESEND_MS);
    } catch (e) {
      failed(e);
    } finally {
      setSending(false);
    }
  });
  // the button's state changes while the field stays mounted (a mounted field keeps its first props)
  useEffect(
    () =>
      form.setFieldState('captcha', (s) => {
        s.componentProps = { onSend: () => void sendCode(), sending, left };
      }),
    [form, sendCode, sending, left],
  );

  const submit = async (v: PhoneLoginBody) => {
    setBusy(true);
    setError(null);
    try {
      const r = await dp.custom({ method: 'POST', path: '/sys/phoneLogin', body: { mobile: v.mobile, captcha: v.captcha }, quiet: true, answer: loginResult });
      session.login(r.result.token, r.result.userInfo, r.result.sysAllDictItems);
      await navigate(params.get('redirect') || HOME, { replace: true });
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ width: 368 }} data-testid="phone-login-form">
      {tabs}
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 24 }} />}
      <SchemaForm form={form} schema={schema} onSubmit={submit} size="large" components={WIDGETS}>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('login.submit')}
        </Button>
      </SchemaForm>
    </div>
  );
}
