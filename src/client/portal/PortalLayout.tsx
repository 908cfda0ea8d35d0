import { Layout, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { PORTAL_ROUTES } from './routes.js';

/** Placeholder portal chrome (the site part replaces it): header navigation over the page. */
export default function PortalLayout() {
  const { t } = useTranslation('portal');
  const { pathname } = useLocation();
  const items = PORTAL_ROUTES.filter((r) => r.group).map((r) => ({ key: `/portal/${r.path}`, label: <Link to={`/portal/${r.path}`}>{t(r.title)}</Link> }));
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header><Menu theme="dark" mode="horizontal" selectedKeys={[pathname]} items={items} /></Layout.Header>
      <Layout.Content><Outlet /></Layout.Content>
    </Layout>
  );
}
