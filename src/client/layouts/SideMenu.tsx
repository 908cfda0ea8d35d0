import { Menu } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuItem } from '../session/types.js';
import { ancestorKeys, menuNodes } from './menuItems.js';
import { accordionOpenKeys } from './openKeys.js';
import { useMenuTargets } from './useMenuTargets.js';

interface SideMenuProps {
  menu: MenuItem[];
  theme: 'dark' | 'light';
  /** the sider is collapsed: submenus pop out, and the inline open keys wait for the expand */
  collapsed?: boolean;
  /** called after an item is chosen (the mobile drawer closes) */
  onChosen?: () => void;
}

/** Side menu: the selected key follows the route; root submenus are an accordion; collapsing remembers the open keys. */
export default function SideMenu({ menu, theme, collapsed = false, onChosen }: SideMenuProps) {
  const { pathname } = useLocation();
  const { go } = useMenuTargets(menu);
  const items = useMemo(() => menuNodes(menu), [menu]);
  const roots = useMemo(() => new Set(items.map((i) => i.key)), [items]);
  const [open, setOpen] = useState<string[]>(() => ancestorKeys(items, pathname));
  const [popup, setPopup] = useState<string[]>([]); // hover popups while collapsed, separate from `open`

  // A route opened elsewhere (search, breadcrumb) opens its submenus: adjusted during render, not in an effect.
  const [shown, setShown] = useState({ items, pathname });
  if (shown.items !== items || shown.pathname !== pathname) {
    setShown({ items, pathname });
    const path = ancestorKeys(items, pathname);
    if (!path.every((k) => open.includes(k))) setOpen(path);
  }

  return (
    <Menu
      theme={theme}
      mode="inline"
      items={items}
      selectedKeys={[pathname]}
      style={{ borderInlineEnd: 'none' }}
      openKeys={collapsed ? popup : open}
      // antd reports [] when collapsing; that lands in `popup`, so `open` is restored on expand
      onOpenChange={(keys) => (collapsed ? setPopup(keys) : setOpen(accordionOpenKeys(open, keys, roots)))}
      onClick={({ key }) => {
        go(key);
        onChosen?.();
      }}
    />
  );
}
