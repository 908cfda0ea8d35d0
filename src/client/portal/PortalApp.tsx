import { Spin } from 'antd';
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import ChunkErrorBoundary from '../components/ChunkErrorBoundary.js';
import { lazyView } from '../components/lazyView.js';
import PortalLayout from './PortalLayout.js';
import { PORTAL_ROUTES } from './routes.js';
import '../i18n/portal/index.js';

const pages = PORTAL_ROUTES.map((r) => ({ ...r, View: lazyView(r.load) }));

/** Everything under /portal: the public site, its own layout and chunk (no console code). */
export default function PortalApp() {
  return (
    <Routes>
      <Route element={<PortalLayout />}>
        <Route index element={<Navigate to="home" replace />} />
        {pages.map(({ path, View }) => (
          <Route
            key={path}
            path={path}
            element={
              <ChunkErrorBoundary>
                <Suspense fallback={<Spin style={{ display: 'block', margin: '120px auto' }} />}>
                  <View />
                </Suspense>
              </ChunkErrorBoundary>
            }
          />
        ))}
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Route>
    </Routes>
  );
}
