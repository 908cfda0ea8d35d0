import type { ISchema } from '@formily/react';
import { Alert, Button, Result, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import SchemaForm from '../../components/form/SchemaForm.js';
import { useAccountForm } from '../../components/form/useAccountForm.js';
import { confirmSchema, userFieldSchema } from '../../components/form/userFieldSchema.js';
import { submitTo, useSelfService } from './useSelfService.js';
import RouterLink from '../../components/RouterLink.js';
import { registered } from '#shared/contract/login.js';

interface Values {
  username: string;
  realname: string;
  password: string;
  confirmPassword: string;
  email?: string;
  phone?: string;
}

/** Self-registration, when the server opens it: the account waits for an administrator. */
export default function Register() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const info = useSelfService();
  const form = useAccountForm();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // the new account's fields, titled and checked as sys_user's schema says (the server runs the same rules)
  const schema = useMemo<ISchema>(
    () => ({
      type: 'object',
      properties: {
        username: userFieldSchema('username', lang, 1, { props: { autoComplete: 'username' } }),
        realname: userFieldSchema('realname', lang, 2, { props: { autoComplete: 'name' } }),
        password: userFieldSchema('password', lang, 3, { required: true, props: { autoComplete: 'new-password' } }),
        confirmPassword: confirmSchema(t('account.confirm'), 4, { required: t('account.confirmRequired'), mismatch: t('account.mismatch') }),
        email: userFieldSchema('email', lang, 5, { props: { autoComplete: 'email' } }),
        phone: userFieldSchema('phone', lang, 6, { props: { autoComplete: 'tel' } }),
      },
    }),
    [t, lang],
  );
  if (!info) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!info.register) {
    return (
      <Result
        status="info"
        title={t('account.registerClosed')}
        subTitle={t('account.registerClosedHint')}
        extra={<RouterLink to="/user/login">{t('account.backToLogin')}</RouterLink>}
      />
    );
  }
  const submit = async (v: Values) => {
    setBusy(true);
    setError('');
    const r = await submitTo(form, '/sys/user/register', v, registered);
    setBusy(false);
    if (r.ok) navigate(`/user/register-result?account=${encodeURIComponent(r.result.username)}`);
    else setError(r.message);
  };
  return (
    <div style={{ width: 368 }} data-testid="register-form">
      <h3>{t('account.register')}</h3>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <SchemaForm form={form} schema={schema} onSubmit={submit} layout="vertical">
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('account.registerSubmit')}
        </Button>
      </SchemaForm>
      <div style={{ marginTop: 16, textAlign: 'right' }}>
        <RouterLink to="/user/login">{t('account.haveAccount')}</RouterLink>
      </div>
    </div>
  );
}
