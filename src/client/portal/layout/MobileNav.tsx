import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Menu } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import ConsoleLink from './ConsoleLink.js';
import LangSwitch from './LangSwitch.js';
import { groupOf, navItems } from './navItems.js';

/** Narrow screens: a menu button opening a drawer with every page, the language switch and the login link. */
export default function MobileNav() {
  const { t } = useTranslation('portal');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false); // a chosen page closes the drawer
  }
  const group = groupOf(pathname);
  return (
    <>
      <Button type="text" icon={<MenuOutlined />} aria-label={t('header.menu')} data-testid="portal-menu-button" onClick={() => setOpen(true)} />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="right"
        width={290}
        title={t('header.menu')}
        styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
      >
        <Menu
          mode="inline"
          items={navItems(t)}
          selectedKeys={[pathname]}
          defaultOpenKeys={group ? [group] : []}
          style={{ borderInlineEnd: 0, flex: 1 }}
          data-testid="portal-mobile-menu"
        />
        <div className="pt-drawer-actions">
          <LangSwitch block />
          <ConsoleLink block />
        </div>
      </Drawer>
    </>
  );
}
