import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Tabs, message } from 'antd';
import { useCountDown } from 'ahooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, http } from '../../api/http.js';
import { session } from '../../session/session.js';
import type { UserInfo } from '../../session/types.js';
import { HOME } from '../../router/guard.js';

interface LoginResult {
  token: string;
  userInfo: UserInfo;
  sysAllDictItems: unknown;
}
export type LoginTab = 'account' | 'phone';
const MOBILE = /^1[3-9]\d{9}$/;
const RESEND_MS = 60_000;

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

const errorText = (e: unknown, fallback: string) => (e instanceof ApiError && e.body?.message ? e.body.message : fallback);

/** 手机号登录: a code sent by SMS (POST /sys/sms), traded for a session (POST /sys/phoneLogin). */
export default function PhoneLoginForm({ tabs }: { tabs: React.ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [resendAt, setResendAt] = useState<number>();
  const [left] = useCountDown({ targetDate: resendAt });

  const sendCode = async () => {
    const mobile = await form
      .validateFields(['mobile'])
      .then((v) => v.mobile as string)
      .catch(() => null);
    if (!mobile) return;
    setSending(true);
    setError(null);
    try {
      const r = await http.post<null>('/sys/sms', { mobile, smsmode: '0' }, true);
      message.success(r.message || t('login.codeSent'));
      setResendAt(Date.now() + RESEND_MS);
    } catch (e) {
      setError(errorText(e, t('login.failed')));
    } finally {
      setSending(false);
    }
  };

  const submit = async (v: { mobile: string; captcha: string }) => {
    setBusy(true);
    setError(null);
    try {
      const r = await http.post<LoginResult>('/sys/phoneLogin', v, true);
      session.login(r.result.token, r.result.userInfo, r.result.sysAllDictItems);
      navigate(params.get('redirect') || HOME, { replace: true });
    } catch (e) {
      setError(errorText(e, t('login.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} onFinish={submit} size="large" style={{ width: 368 }} data-testid="phone-login-form">
      {tabs}
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 24 }} />}
      <Form.Item
        name="mobile"
        rules={[
          { required: true, message: t('login.mobileRequired') },
          { pattern: MOBILE, message: t('login.mobileInvalid') },
        ]}
      >
        <Input prefix={<MobileOutlined />} placeholder={t('login.mobile')} autoComplete="tel" maxLength={11} data-testid="login-mobile" />
      </Form.Item>
      <Form.Item required>
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item
            name="captcha"
            noStyle
            rules={[
              { required: true, message: t('login.smsCodeRequired') },
              { pattern: /^\d{6}$/, message: t('login.smsCodeFormat') },
            ]}
          >
            <Input prefix={<MailOutlined />} placeholder={t('login.smsCode')} autoComplete="one-time-code" maxLength={6} data-testid="login-sms-code" />
          </Form.Item>
          <Button onClick={() => void sendCode()} loading={sending} disabled={left > 0} style={{ flex: 'none', width: 120 }} data-testid="login-get-code">
            {left > 0 ? t('login.resend', { s: Math.ceil(left / 1000) }) : t('login.getCode')}
          </Button>
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
