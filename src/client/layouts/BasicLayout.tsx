import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import type { MenuItem } from '../session/types.js';
import HeaderBar from './HeaderBar.js';
import SideMenu from './SideMenu.js';
import TabBar from './tabs/TabBar.js';
import { useSettings } from '../settings/useSettings.js';

/** The console frame: 200 px side menu, header, content. */
export default function BasicLayout({ menu }: { menu: MenuItem[] }) {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={200}>
        <div style={{ color: '#fff', fontSize: 18, fontWeight: 600, padding: '16px 24px' }}>{t('app.short')}</div>
        <SideMenu menu={menu} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', padding: '0 24px' }}>
          <HeaderBar />
        </Layout.Header>
        {settings.multipage && <TabBar />}
        <Layout.Content style={{ margin: 24, background: '#fff' }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
