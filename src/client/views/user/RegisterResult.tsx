import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

/** After registering: which account, and that an administrator opens it. */
export default function RegisterResult() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = useSearchParams()[0].get('account') ?? '';
  return (
    <Result
      status="success"
      title={t('account.registered', { account })}
      subTitle={t('account.awaitApproval')}
      extra={
        <Button type="primary" onClick={() => navigate('/user/login')}>
          {t('account.backToLogin')}
        </Button>
      }
    />
  );
}
