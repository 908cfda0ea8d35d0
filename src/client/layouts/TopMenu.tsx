import { Menu } from 'antd';
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
    <Menu theme={theme} mode="horizontal" items={items} selectedKeys={[pathname]} onClick={({ key }) => go(key)}
      style={{ flex: 1, minWidth: 0, lineHeight: '64px', borderBottom: 'none', background: 'transparent' }} />
  );
}
