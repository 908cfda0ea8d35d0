import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Input, Password } from '@formily/antd-v5';
import type { ISchema } from '@formily/react';
import { Alert, Button, Divider } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, http } from '../../api/http.js';
import SchemaForm from '../../components/form/SchemaForm.js';
import { useAccountForm } from '../../components/form/useAccountForm.js';
import { userFieldSchema } from '../../components/form/userFieldSchema.js';
import { session } from '../../session/session.js';
import { loginResult } from '#shared/contract/login.js';
import { HOME } from '../../router/guard.js';
import CaptchaInput from './CaptchaInput.js';
import { useCaptcha } from './useCaptcha.js';
import PhoneLoginForm, { LoginTabs, type LoginTab } from './PhoneLoginForm.js';
import { useSelfService } from './useSelfService.js';
import { startOidcLogin, useThirdLogin } from './useThirdLogin.js';
import RouterLink from '../../components/RouterLink.js';

// icons as widgets: Formily copies its schema, and a React element in component props does not survive that
const WIDGETS = {
  CaptchaInput,
  UserInput: (p: object) => <Input {...p} prefix={<UserOutlined />} />,
  LockPassword: (p: object) => <Password {...p} prefix={<LockOutlined />} />,
};

/** Username and password; the redirect query brings the user back where they were going. */
export default function Login() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { captcha, refresh } = useCaptcha();
  const form = useAccountForm();
  const [tab, setTab] = useState<LoginTab>('account');
  const tabs = <LoginTabs active={tab} onChange={setTab} />;
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const third = useThirdLogin();
  const open = useSelfService();

  // an existing account is checked by the server only: no rules of a new value here
  const schema = useMemo<ISchema>(
    () => ({
      type: 'object',
      properties: {
        username: {
          ...userFieldSchema('username', lang, 1, {
            required: t('login.usernameRequired'),
            rules: false,
            component: 'UserInput',
            props: { placeholder: t('login.username'), autoComplete: 'username' },
          }),
          title: undefined,
        },
        password: {
          ...userFieldSchema('password', lang, 2, {
            required: t('login.passwordRequired'),
            rules: false,
            component: 'LockPassword',
            props: { placeholder: t('login.password'), autoComplete: 'current-password' },
          }),
          title: undefined,
        },
        captcha: {
          type: 'string',
          required: true,
          'x-index': 3,
          'x-decorator': 'FormItem',
          'x-component': 'CaptchaInput',
          'x-visible': false,
          'x-validator': [{ required: true, message: t('login.captcha') }],
        },
      },
    }),
    [t, lang],
  );
  // the captcha appears once the server asks for one; a mounted field keeps its first props, so its image goes in as state
  useEffect(
    () =>
      form.setFieldState('captcha', (s) => {
        s.visible = !!captcha;
        s.componentProps = { image: captcha?.image ?? '', onRefresh: () => void refresh() };
      }),
    [form, captcha, refresh],
  );

  const submit = async (v: { username: string; password: string; captcha?: string }) => {
    setBusy(true);
    setError(null);
    try {
      const r = await http.post('/sys/login', { ...v, checkKey: captcha?.checkKey }, { quiet: true, answer: loginResult });
      session.login(r.result.token, r.result.userInfo, r.result.sysAllDictItems);
      navigate(params.get('redirect') || HOME, { replace: true });
    } catch (e) {
      setError(e instanceof ApiError && e.body?.message ? e.body.message : t('login.failed'));
      // after a few failures the server wants a captcha; each one is good for a single try
      const wanted = e instanceof ApiError && (e.body?.result as { captchaRequired?: boolean } | null)?.captchaRequired;
      if (wanted || captcha) {
        void form.reset('captcha'); // empty, and not flagged: the user has not typed the new one yet
        void refresh();
      }
    } finally {
      setBusy(false);
    }
  };

  if (tab === 'phone') return <PhoneLoginForm tabs={tabs} />;
  return (
    <div style={{ width: 368 }} data-testid="login-form">
      {tabs}
      {(error ?? third.error) && <Alert type="error" showIcon message={error ?? third.error} style={{ marginBottom: 24 }} />}
      {third.busy && <Alert type="info" showIcon message={t('login.oidcSigningIn')} style={{ marginBottom: 24 }} />}
      <SchemaForm form={form} schema={schema} onSubmit={submit} size="large" components={WIDGETS}>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('login.submit')}
        </Button>
      </SchemaForm>
      <div style={{ marginTop: 16, display: 'flex', justifyContent: 'space-between' }}>
        <RouterLink to="/user/alteration">{t('account.forgot')}</RouterLink>
        <RouterLink to="/user/register">{t('account.register')}</RouterLink>
      </div>
      {open?.oidc && (
        <>
          <Divider plain />
          <Button block size="large" onClick={startOidcLogin}>
            {t('login.oidc')}
          </Button>
        </>
      )}
    </div>
  );
}
