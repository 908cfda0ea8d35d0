import { ConfigProvider, Spin, message } from 'antd';
import { Suspense } from 'react';
import ChunkErrorBoundary from './components/ChunkErrorBoundary.js';
import { lazyView } from './components/lazyView.js';
import AppProviders from './providers/AppProviders.js';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { HOME } from './router/guard.js';
import { session } from './session/session.js';
import { antdLocale } from './settings/theme.js';
import { themeOf } from './settings/themeConfig.js';
import { useColorWeak } from './settings/useColorWeak.js';
import { useReducedMotion } from './settings/useReducedMotion.js';
import { useSettings } from './settings/useSettings.js';
import Exception from './views/exception/Exception.js';

// the login page is its own chunk too: the portal (which has no forms) does not load antd's Form
const UserLayout = lazyView(() => import('./layouts/UserLayout.js'));
const Login = lazyView(() => import('./views/user/Login.js'));
const Register = lazyView(() => import('./views/user/Register.js'));
const RegisterResult = lazyView(() => import('./views/user/RegisterResult.js'));
const Alteration = lazyView(() => import('./views/user/Alteration.js'));
const BlankHome = lazyView(() => import('./views/dashboard/BlankHome.js'));

// toasts open below the 64 px header, not over its menu entries and buttons
message.config({ top: 72 });

// the console (layouts, menus, tabs, dashboard) is its own chunk: the login page does not load it
const ConsoleGate = lazyView(() => import('./router/ConsoleGate.js'));
// the public portal likewise: a visitor never downloads the console
const PortalApp = lazyView(() => import('./portal/PortalApp.js'));

/** A logged-in user opening the login page goes to the default home path. */
function LoginRoute() {
  return session.token() ? <Navigate to={HOME} replace /> : <Login />;
}

export default function App() {
  const { i18n } = useTranslation();
  const { color, weak } = useSettings();
  useColorWeak(weak);
  const still = useReducedMotion();
  return (
    // the theme colour from the settings drawer and the system's reduced-motion setting reach every antd component
    <ConfigProvider locale={antdLocale(i18n.language)} theme={themeOf(color, still)}>
      <AppProviders>
        <BrowserRouter>
          <Routes>
            <Route path="/" element={<Navigate to="/portal/home" replace />} />
            <Route
              path="/portal/*"
              element={
                <ChunkErrorBoundary>
                  <Suspense fallback={<Spin style={{ display: 'block', marginTop: 200 }} />}>
                    <PortalApp />
                  </Suspense>
                </ChunkErrorBoundary>
              }
            />
            <Route
              path="/user"
              element={
                <Suspense fallback={null}>
                  <UserLayout />
                </Suspense>
              }
            >
              <Route index element={<Navigate to="/user/login" replace />} />
              <Route path="login" element={<LoginRoute />} />
              <Route path="register" element={<Register />} />
              <Route path="register-result" element={<RegisterResult />} />
              <Route path="alteration" element={<Alteration />} />
            </Route>
            <Route path="/dashboard" element={<Navigate to="/dashboard/analysis" replace />} />
            <Route
              path="/test/home"
              element={
                <Suspense fallback={null}>
                  <BlankHome />
                </Suspense>
              }
            />
            <Route path="/403" element={<Exception status={403} />} />
            <Route path="/404" element={<Exception status={404} />} />
            <Route path="/500" element={<Exception status={500} />} />
            <Route
              path="*"
              element={
                <ChunkErrorBoundary>
                  <Suspense fallback={<Spin style={{ display: 'block', marginTop: 200 }} />}>
                    <ConsoleGate />
                  </Suspense>
                </ChunkErrorBoundary>
              }
            />
          </Routes>
        </BrowserRouter>
      </AppProviders>
    </ConfigProvider>
  );
}
