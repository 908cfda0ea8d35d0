import { LoginOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HOME, LOGIN } from '../router/guard.js';
import Brand from './Brand.js';

/** The anonymous analysis page's header: the logo and a way to sign in, so the public page is no dead end. */
export default function PublicHeader() {
  const { t } = useTranslation();
  return (
    <Layout.Header
      data-testid="public-header"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '0 24px 0 0',
        background: '#fff',
        boxShadow: '0 1px 4px rgba(0,21,41,.08)',
      }}
    >
      <Brand theme="light" variant="wide" />
      <Link to={`${LOGIN}?redirect=${encodeURIComponent(HOME)}`}>
        <Button type="primary" icon={<LoginOutlined />}>
          {t('header.login')}
        </Button>
      </Link>
    </Layout.Header>
  );
}
