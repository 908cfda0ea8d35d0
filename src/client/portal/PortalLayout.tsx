import { Outlet } from 'react-router-dom';
import PortalFooter from './layout/PortalFooter.js';
import PortalHeader from './layout/PortalHeader.js';
import { usePortalTitle } from './layout/usePortalTitle.js';
import { useScrollTop } from './layout/useScrollTop.js';
import './layout/portal.css';

/** The public site's chrome: header with navigation, the page, the footer with the laboratory's contacts. */
export default function PortalLayout() {
  usePortalTitle();
  useScrollTop();
  return (
    <div className="pt-root">
      <PortalHeader />
      <main className="pt-main">
        <Outlet />
      </main>
      <PortalFooter />
    </div>
  );
}
