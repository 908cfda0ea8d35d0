import { ConfigProvider, Menu } from 'antd';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuItem } from '../session/types.js';
import { menuNodes } from './menuItems.js';
import { useMenuTargets } from './useMenuTargets.js';

/** The horizontal menu of top-menu mode; the selected key follows the route. */
export default function TopMenu({ menu, theme }: { menu: MenuItem[]; theme: 'dark' | 'light' }) {
  const { pathname } = useLocation();
  const { go } = useMenuTargets(menu);
  const items = useMemo(() => menuNodes(menu), [menu]);
  return (
    // tighter items than antd's 20 px: the system's root menus fit the 1200 px fixed header at 1366 px
    <ConfigProvider theme={{ components: { Menu: { itemPaddingInline: 14 } } }}>
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
