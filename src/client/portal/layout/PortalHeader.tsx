import { Grid, Menu } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import ConsoleLink from './ConsoleLink.js';
import LangSwitch from './LangSwitch.js';
import PortalBrand from './PortalBrand.js';
import { navItems } from './navItems.js';

// the drawer only matters on narrow screens: desktops never download it
const MobileNav = lazy(() => import('./MobileNav.js'));

/** The portal header: brand, site navigation (a drawer below 992 px), language switch and login link. */
export default function PortalHeader() {
  const { t } = useTranslation('portal');
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const wide = screens.lg !== false; // before the first measurement, assume a desktop
  return (
    <header className="pt-header" data-testid="portal-header">
      <div className="pt-container pt-header-row">
        <PortalBrand />
        {wide ? (
          <>
            <Menu mode="horizontal" items={navItems(t)} selectedKeys={[pathname]} className="pt-nav" data-testid="portal-nav" />
            <div className="pt-header-actions">
              <LangSwitch />
              <ConsoleLink />
            </div>
          </>
        ) : (
          <div className="pt-header-actions">
            <Suspense fallback={null}>
              <MobileNav />
            </Suspense>
          </div>
        )}
      </div>
    </header>
  );
}
