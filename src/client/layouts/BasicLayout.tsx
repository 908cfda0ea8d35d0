import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer, Layout } from 'antd';
import type { CSSProperties } from 'react';
import type { MenuItem } from '../session/types.js';
import { useSettings } from '../settings/useSettings.js';
import Brand from './Brand.js';
import ConsoleContent from './ConsoleContent.js';
import ConsoleHeader from './ConsoleHeader.js';
import SideMenu from './SideMenu.js';
import TabBar from './tabs/TabBar.js';
import { useDevice } from './useDevice.js';
import { usePageTitle } from './usePageTitle.js';
import { useRememberPage } from './recentPages.js';
import { syncSettingsWithServer } from '../settings/serverSync.js';
import { useSidebar } from './useSidebar.js';

/** the side menu's width: English names are longer than Chinese ones ("Power quality monitoring" against 电能质量监测) */
export const siderWidth = (lang: string) => (lang.startsWith('en') ? 256 : 200);

/** The console frame: side-menu or top-menu mode from the settings; on mobile the menu is a drawer. */
export default function BasicLayout({ menu }: { menu: MenuItem[] }) {
  const s = useSettings();
  const { i18n } = useTranslation();
  const device = useDevice();
  const mobile = device === 'mobile';
  const top = s.layout === 'topmenu' && !mobile; // no room for a horizontal menu on mobile
  const [sidebarOpen, setSidebarOpen] = useSidebar(device);
  usePageTitle(menu);
  useRememberPage(menu);
  useEffect(() => syncSettingsWithServer(), []);
  const dark = s.theme === 'dark';
  // a fixed sider stays in view while the page scrolls (sticky, so the content needs no offset)
  const siderStyle: CSSProperties = s.fixSiderbar ? { position: 'sticky', top: 0, height: '100vh', overflow: 'auto' } : {};
  return (
    <Layout style={{ minHeight: '100vh' }} data-layout={top ? 'topmenu' : 'sidemenu'} data-device={device}>
      {!top && !mobile && (
        <Layout.Sider
          width={siderWidth(i18n.language)}
          theme={s.theme}
          collapsible
          collapsed={!sidebarOpen}
          trigger={null}
          style={{ ...siderStyle, boxShadow: '2px 0 6px rgba(0, 21, 41, 0.08)', zIndex: 11 }}
          data-testid="side-menu"
        >
          <Brand theme={s.theme} variant={sidebarOpen ? 'sider' : 'collapsed'} />
          <SideMenu menu={menu} theme={s.theme} collapsed={!sidebarOpen} />
        </Layout.Sider>
      )}
      {mobile && (
        <Drawer
          placement="left"
          width={siderWidth(i18n.language)}
          open={sidebarOpen}
          onClose={() => setSidebarOpen(false)}
          closable={false}
          styles={{ body: { padding: 0, background: dark ? '#001529' : '#fff' } }}
          data-testid="mobile-menu"
        >
          <Brand theme={s.theme} variant="sider" />
          <SideMenu menu={menu} theme={s.theme} onChosen={() => setSidebarOpen(false)} />
        </Drawer>
      )}
      <Layout>
        <ConsoleHeader menu={menu} top={top} mobile={mobile} sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen(!sidebarOpen)} />
        {s.multipage && <TabBar />}
        <ConsoleContent menu={menu} />
      </Layout>
    </Layout>
  );
}
