import type { ISchema } from '@formily/react';
import { Alert, Button, Result, Spin, Steps, message } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import SchemaForm from '../../components/form/SchemaForm.js';
import { useAccountForm } from '../../components/form/useAccountForm.js';
import { confirmSchema, userFieldSchema } from '../../components/form/userFieldSchema.js';
import { submitTo, useSelfService } from './useSelfService.js';
import RouterLink from '../../components/RouterLink.js';

/** Forgotten password: a code mailed to the account's own address, then a new password. */
export default function Alteration() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const info = useSelfService();
  const navigate = useNavigate();
  const form = useAccountForm();
  const [step, setStep] = useState(0);
  const [note, setNote] = useState<{ type: 'error' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const schema = useMemo<ISchema>(
    () => ({
      type: 'object',
      properties: {
        username: { ...userFieldSchema('username', lang, 1, { props: { autoComplete: 'username' } }), 'x-disabled': step > 0 },
        ...(step === 0
          ? {
              email: userFieldSchema('email', lang, 2, { required: true, props: { autoComplete: 'email' } }),
            }
          : {
              code: {
                type: 'string',
                title: t('account.code'),
                required: true,
                'x-index': 3,
                'x-decorator': 'FormItem',
                'x-component': 'Input',
                'x-component-props': { inputMode: 'numeric', maxLength: 6 },
                'x-validator': [
                  { required: true, message: t('account.codeRequired') },
                  { pattern: /^\d{6}$/, message: t('account.codeFormat') },
                ],
              },
              password: userFieldSchema('password', lang, 4, { title: t('account.newPassword'), required: true, props: { autoComplete: 'new-password' } }),
              confirmPassword: confirmSchema(t('account.confirm'), 5, { required: t('account.confirmRequired'), mismatch: t('account.mismatch') }),
            }),
      },
    }),
    [t, lang, step],
  );
  if (!info) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!info.resetByEmail) {
    return (
      <Result
        status="info"
        title={t('account.resetClosed')}
        subTitle={t('account.resetClosedHint')}
        extra={<RouterLink to="/user/login">{t('account.backToLogin')}</RouterLink>}
      />
    );
  }
  const run = async (url: string, values: object, next: (msg: string) => void) => {
    setBusy(true);
    const r = await submitTo(form, url, values);
    setBusy(false);
    if (r.ok) next(r.message);
    else setNote(r.message ? { type: 'error', text: r.message } : null);
  };
  const send = (v: { username: string; email: string }) =>
    run('/sys/user/sendResetCode', { username: v.username, email: v.email }, (msg) => {
      setNote({ type: 'info', text: msg });
      setStep(1);
    });
  const reset = (v: { username: string; code: string; password: string; confirmPassword: string }) =>
    run('/sys/user/resetPassword', { username: v.username, code: v.code, password: v.password, confirmPassword: v.confirmPassword }, (msg) => {
      message.success(msg);
      navigate('/user/login');
    });
  return (
    <div style={{ width: 368 }} data-testid="alteration-form">
      <h3>{t('account.reset')}</h3>
      <Steps size="small" current={step} items={[{ title: t('account.stepVerify') }, { title: t('account.stepPassword') }]} style={{ marginBottom: 24 }} />
      {note && <Alert type={note.type} showIcon message={note.text} style={{ marginBottom: 16 }} />}
      <SchemaForm form={form} schema={schema} onSubmit={step ? reset : send} layout="vertical">
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t(step ? 'account.resetSubmit' : 'account.sendCode')}
        </Button>
      </SchemaForm>
      <div style={{ marginTop: 16, textAlign: 'right' }}>
        <RouterLink to="/user/login">{t('account.backToLogin')}</RouterLink>
      </div>
    </div>
  );
}
