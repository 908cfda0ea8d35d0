import { ConfigProvider, Menu } from 'antd';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuItem } from '../session/types.js';
import { topMenuTheme } from '../settings/themeConfig.js';
import { menuNodes } from './menuItems.js';
import { useMenuTargets } from './useMenuTargets.js';

/**
 * The horizontal menu of top-menu mode; the selected key follows the route. Compact (a narrower
 * header): the groups without their icons and with tighter padding, so every group fits from 1280 px.
 */
export default function TopMenu({ menu, theme, compact }: { menu: MenuItem[]; theme: 'dark' | 'light'; compact?: boolean }) {
  const { pathname } = useLocation();
  const { go } = useMenuTargets(menu);
  const items = useMemo(() => menuNodes(menu).map((n) => (compact ? { ...n, icon: undefined } : n)), [menu, compact]);
  return (
    // tighter items than antd's 20 px: the system's root menus fit the 1200 px fixed header
    <ConfigProvider theme={topMenuTheme(!!compact)}>
      <Menu
        theme={theme}
        mode="horizontal"
        items={items}
        selectedKeys={[pathname]}
        onClick={({ key }) => go(key)}
        style={{ flex: 1, minWidth: 0, lineHeight: '64px', borderBottom: 'none', background: 'transparent' }}
      />
    </ConfigProvider>
  );
}
