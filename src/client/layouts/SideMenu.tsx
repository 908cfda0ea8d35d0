import { Menu } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MenuItem } from '../session/types.js';
import { visibleMenu } from '../router/menuRoutes.js';

type Item = { key: string; label: string; children?: Item[] };
const toItems = (menu: MenuItem[]): Item[] =>
  menu.map((m) => ({ key: m.path, label: m.meta.title, ...(m.children?.length ? { children: toItems(m.children) } : {}) }));

/** Side menu: selected key follows the route; opening a root submenu closes the others (accordion). */
export default function SideMenu({ menu }: { menu: MenuItem[] }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMemo(() => toItems(visibleMenu(menu)), [menu]);
  const roots = useMemo(() => new Set(items.map((i) => i.key)), [items]);
  const [open, setOpen] = useState<string[]>(() => items.filter((i) => pathname.startsWith(`${i.key}/`)).map((i) => i.key));
  return (
    <Menu theme="dark" mode="inline" items={items} selectedKeys={[pathname]} openKeys={open}
      onOpenChange={(keys) => {
        const latest = keys.find((k) => !open.includes(k));
        setOpen(latest && roots.has(latest) ? [latest] : keys);
      }}
      onClick={({ key }) => navigate(key)} />
  );
}
