import { Alert, Button, Form, Input, Result, Spin, Steps, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { submitTo, useSelfService } from './useSelfService.js';

/** Forgotten password: a code mailed to the account's own address, then a new password. */
export default function Alteration() {
  const { t } = useTranslation();
  const info = useSelfService();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [step, setStep] = useState(0);
  const [note, setNote] = useState<{ type: 'error' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!info) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!info.resetByEmail) {
    return <Result status="info" title={t('account.resetClosed')} subTitle={t('account.resetClosedHint')}
      extra={<Link to="/user/login">{t('account.backToLogin')}</Link>} />;
  }
  const run = async (url: string, values: object, next: (msg: string) => void) => {
    setBusy(true);
    const r = await submitTo(form, url, values);
    setBusy(false);
    if (r.ok) next(r.message);
    else setNote(r.message ? { type: 'error', text: r.message } : null);
  };
  const send = (v: { username: string; email: string }) => run('/sys/user/sendResetCode', v, (msg) => { setNote({ type: 'info', text: msg }); setStep(1); });
  const reset = (v: object) => run('/sys/user/resetPassword', { ...v, username: form.getFieldValue('username') }, (msg) => {
    message.success(msg);
    navigate('/user/login');
  });
  const req = (k: string) => [{ required: true, message: t(k) }];
  return (
    <Form form={form} onFinish={step ? reset : send} layout="vertical" style={{ width: 368 }} data-testid="alteration-form" preserve>
      <h3>{t('account.reset')}</h3>
      <Steps size="small" current={step} items={[{ title: t('account.stepVerify') }, { title: t('account.stepPassword') }]} style={{ marginBottom: 24 }} />
      {note && <Alert type={note.type} showIcon message={note.text} style={{ marginBottom: 16 }} />}
      <Form.Item name="username" label={t('account.username')} rules={req('login.usernameRequired')}><Input disabled={step > 0} autoComplete="username" /></Form.Item>
      {step === 0 ? (
        <Form.Item name="email" label={t('account.email')} rules={[...req('account.emailRequired'), { type: 'email', message: t('account.emailInvalid') }]}><Input autoComplete="email" /></Form.Item>
      ) : (
        <>
          <Form.Item name="code" label={t('account.code')} rules={[...req('account.codeRequired'), { pattern: /^\d{6}$/, message: t('account.codeFormat') }]}><Input inputMode="numeric" maxLength={6} /></Form.Item>
          <Form.Item name="password" label={t('account.newPassword')} rules={[...req('login.passwordRequired'), { min: 8, message: t('account.passwordMin') }]}><Input.Password autoComplete="new-password" /></Form.Item>
          <Form.Item name="confirmPassword" label={t('account.confirm')} dependencies={['password']} rules={[...req('account.confirmRequired'),
            ({ getFieldValue }) => ({ validator: (_, v) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('account.mismatch')))) })]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </>
      )}
      <Button type="primary" htmlType="submit" block loading={busy}>{t(step ? 'account.resetSubmit' : 'account.sendCode')}</Button>
      <div style={{ marginTop: 16, textAlign: 'right' }}><Link to="/user/login">{t('account.backToLogin')}</Link></div>
    </Form>
  );
}
