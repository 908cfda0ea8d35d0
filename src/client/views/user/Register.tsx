import { Alert, Button, Form, Input, Result, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { submitTo, useSelfService } from './useSelfService.js';

interface Values { username: string; realname: string; password: string; confirmPassword: string; email?: string; phone?: string }

/** Self-registration, when the server opens it: the account waits for an administrator. */
export default function Register() {
  const { t } = useTranslation();
  const info = useSelfService();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  if (!info) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!info.register) {
    return <Result status="info" title={t('account.registerClosed')} subTitle={t('account.registerClosedHint')}
      extra={<Link to="/user/login">{t('account.backToLogin')}</Link>} />;
  }
  const submit = async (v: Values) => {
    setBusy(true);
    const r = await submitTo<{ username: string }>(form, '/sys/user/register', v);
    setBusy(false);
    if (r.ok) navigate(`/user/register-result?account=${encodeURIComponent(r.result.username)}`);
    else setError(r.message);
  };
  const req = (k: string) => [{ required: true, message: t(k) }];
  return (
    <Form form={form} onFinish={submit} layout="vertical" style={{ width: 368 }} data-testid="register-form">
      <h3>{t('account.register')}</h3>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form.Item name="username" label={t('account.username')} rules={req('login.usernameRequired')}><Input autoComplete="username" /></Form.Item>
      <Form.Item name="realname" label={t('account.realname')} rules={req('account.realnameRequired')}><Input autoComplete="name" /></Form.Item>
      <Form.Item name="password" label={t('account.password')} rules={[...req('login.passwordRequired'), { min: 8, message: t('account.passwordMin') }]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('account.confirm')} dependencies={['password']} rules={[...req('account.confirmRequired'),
        ({ getFieldValue }) => ({ validator: (_, v) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('account.mismatch')))) })]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="email" label={t('account.email')} rules={[{ type: 'email', message: t('account.emailInvalid') }]}><Input autoComplete="email" /></Form.Item>
      <Form.Item name="phone" label={t('account.phone')}><Input autoComplete="tel" /></Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>{t('account.registerSubmit')}</Button>
      <div style={{ marginTop: 16, textAlign: 'right' }}><Link to="/user/login">{t('account.haveAccount')}</Link></div>
    </Form>
  );
}
