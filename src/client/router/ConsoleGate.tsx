import { Layout, Spin } from 'antd';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../api/http.js';
import BasicLayout from '../layouts/BasicLayout.js';
import PublicHeader from '../layouts/PublicHeader.js';
import { session } from '../session/session.js';
import { loadPermissions } from '../session/loadPermissions.js';
import Analysis from '../views/dashboard/Analysis.js';
import { HOME, LOGIN, decide } from './guard.js';
import { menuToRoutes } from './menuRoutes.js';
import { viewFor } from './views.js';
import { lazyView } from '../components/lazyView.js';
import ConsoleProviders from '../providers/ConsoleProviders.js';

// every logged-in user's own messages (the bell's 查看更多), whatever the menu grants
const UserAnnouncement = lazyView(() => import('../notify/UserAnnouncement.js'));
// every logged-in user's own account pages (header user menu: 个人中心 / 账户设置)
const AccountCenter = lazyView(() => import('../views/account/Center.js'));
const AccountSettings = lazyView(() => import('../views/account/Settings.js'));

// a registered report opens at /online/cgreport/<code> before (or without) a menu entry of its own
const AnyReport = viewFor('online/cgreport', '');

/** a permissions request that got no answer is tried again after this long */
const PERMISSIONS_RETRY_MS = 2000;

/** Every console path: the guard, then the layout with the routes built from the menu. */
const FIXED = new Set([HOME, '/isps/userAnnouncement', '/online/cgreport/:code']);

export default function ConsoleGate() {
  const location = useLocation();
  const navigate = useNavigate();
  const perms = useSyncExternalStore(session.subscribe, session.permissions);
  const token = session.token();
  const fullPath = `${location.pathname}${location.search}`;
  const decision = decide(fullPath, !!token, !!perms);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (decision.kind !== 'fetchPermissions') return;
    let left = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    loadPermissions()
      .then(session.setPermissions)
      .catch((e: unknown) => {
        if (left) return;
        // no answer at all (the person opened another address while this loaded, which aborts the request; the
        // network dropped): nothing says the token is bad, so it is kept and asked about again
        if (e instanceof ApiError && e.status === 0) {
          retry = setTimeout(() => setAttempt((n) => n + 1), PERMISSIONS_RETRY_MS);
          return;
        }
        session.clear();
        setFailed(true);
        navigate(`${LOGIN}?redirect=${encodeURIComponent(fullPath)}`, { replace: true });
      });
    return () => {
      left = true;
      clearTimeout(retry);
    };
  }, [decision.kind, fullPath, navigate, attempt]);

  if (decision.kind === 'redirect') return <Navigate to={!token && session.takeLoggedOut() ? LOGIN : decision.to} replace />;
  // /dashboard/analysis without a token: the public figures, through the DataProvider as signed in
  if (!token)
    return (
      <ConsoleProviders>
        <Layout style={{ minHeight: '100vh' }}>
          <PublicHeader />
          <Layout.Content style={{ padding: 24 }}>
            <Analysis />
          </Layout.Content>
        </Layout>
      </ConsoleProviders>
    );
  if (!perms || failed) return <Spin style={{ display: 'block', marginTop: 200 }} />;
  const routes = menuToRoutes(perms.menu, { token });
  return (
    <ConsoleProviders>
      <Routes>
        <Route element={<BasicLayout menu={perms.menu} />}>
          <Route path={HOME} element={<Analysis />} />
          <Route
            path="/isps/userAnnouncement"
            element={
              <Suspense fallback={<Spin />}>
                <UserAnnouncement />
              </Suspense>
            }
          />
          <Route
            path="/account/center"
            element={
              <Suspense fallback={<Spin />}>
                <AccountCenter />
              </Suspense>
            }
          />
          <Route
            path="/account/settings/:tab?"
            element={
              <Suspense fallback={<Spin />}>
                <AccountSettings />
              </Suspense>
            }
          />
          <Route
            path="/online/cgreport/:code"
            element={
              <Suspense fallback={<Spin />}>
                <AnyReport />
              </Suspense>
            }
          />
          {routes
            // the fixed routes above serve these (every signed-in user has them, whatever the menu grants)
            .filter((r) => !FIXED.has(r.path) && !r.external)
            .map((r) => {
              const View = viewFor(r.component, r.title);
              return (
                <Route
                  key={r.path}
                  path={r.path}
                  element={
                    <Suspense fallback={<Spin />}>
                      <View />
                    </Suspense>
                  }
                />
              );
            })}
          <Route path="*" element={<Navigate to="/404" replace />} />
        </Route>
      </Routes>
    </ConsoleProviders>
  );
}
