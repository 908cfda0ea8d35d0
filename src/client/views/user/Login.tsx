import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useCaptcha } from './useCaptcha.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, http } from '../../api/http.js';
import { session } from '../../session/session.js';
import type { UserInfo } from '../../session/types.js';
import { HOME } from '../../router/guard.js';
import PhoneLoginForm, { LoginTabs, type LoginTab } from './PhoneLoginForm.js';

interface LoginResult { token: string; userInfo: UserInfo; sysAllDictItems: unknown }

/** Username and password; the redirect query brings the user back where they were going. */
export default function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { captcha, refresh } = useCaptcha();
  const [form] = Form.useForm();
  const [tab, setTab] = useState<LoginTab>('account');
  const tabs = <LoginTabs active={tab} onChange={setTab} />;

  const submit = async (v: { username: string; password: string; captcha?: string }) => {
    setBusy(true);
    setError(null);
    try {
      const r = await http.post<LoginResult>('/sys/login', { ...v, checkKey: captcha?.checkKey }, true);
      session.login(r.result.token, r.result.userInfo, r.result.sysAllDictItems);
      navigate(params.get('redirect') || HOME, { replace: true });
    } catch (e) {
      setError(e instanceof ApiError && e.body?.message ? e.body.message : t('login.failed'));
      // after a few failures the server wants a captcha; each one is good for a single try
      const wanted = e instanceof ApiError && (e.body?.result as { captchaRequired?: boolean } | null)?.captchaRequired;
      if (wanted || captcha) {
        form.setFieldValue('captcha', '');
        void refresh();
      }
    } finally {
      setBusy(false);
    }
  };

  if (tab === 'phone') return <PhoneLoginForm tabs={tabs} />;
  return (
    <Form form={form} onFinish={submit} size="large" style={{ width: 368 }} data-testid="login-form">
      {tabs}
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 24 }} />}
      <Form.Item name="username" rules={[{ required: true, message: t('login.usernameRequired') }]}>
        <Input prefix={<UserOutlined />} placeholder={t('login.username')} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('login.password')} autoComplete="current-password" />
      </Form.Item>
      {captcha && (
        <Form.Item required style={{ marginBottom: 24 }}>
          <div style={{ display: 'flex', gap: 8 }}>
            <Form.Item name="captcha" noStyle rules={[{ required: true, message: t('login.captcha') }]}>
              <Input placeholder={t('login.captcha')} autoComplete="off" maxLength={10} data-testid="login-captcha" />
            </Form.Item>
            <img src={captcha.image} alt={t('login.captchaRefresh')} title={t('login.captchaRefresh')} onClick={() => void refresh()}
              style={{ width: 105, height: 40, cursor: 'pointer', flex: 'none' }} data-testid="login-captcha-image" />
          </div>
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={busy}>{t('login.submit')}</Button>
      <div style={{ marginTop: 16, display: 'flex', justifyContent: 'space-between' }}>
        <Link to="/user/alteration">{t('account.forgot')}</Link>
        <Link to="/user/register">{t('account.register')}</Link>
      </div>
    </Form>
  );
}
