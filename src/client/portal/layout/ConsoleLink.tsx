import { DashboardOutlined, LoginOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSessionToken } from './useSessionToken.js';

/** 登录 for a visitor, 进入控制台 once a token is stored. */
export default function ConsoleLink({ block = false }: { block?: boolean }) {
  const { t } = useTranslation('portal');
  const token = useSessionToken();
  return (
    <Link to={token ? '/dashboard/analysis' : '/user/login'} className={`pt-cta${block ? ' pt-cta-block' : ''}`} data-testid="portal-login">
      {token ? <DashboardOutlined /> : <LoginOutlined />}
      <span>{token ? t('header.console') : t('header.login')}</span>
    </Link>
  );
}
