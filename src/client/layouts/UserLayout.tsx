import { ThunderboltFilled } from '@ant-design/icons';
import { Spin, theme } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import ConsoleProviders from '../providers/ConsoleProviders.js';
import { useDocumentTitle } from './tabs/useDocumentTitle.js';

/** Logo, the system title and the login view (the DataProvider below it). */
export default function UserLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  useDocumentTitle(undefined); // English readers get the English platform title, not index.html's
  return (
    <div style={{ minHeight: '100vh', background: '#f0f2f5', display: 'flex', flexDirection: 'column', alignItems: 'center', paddingTop: 110 }}>
      <h1 style={{ fontSize: 33, fontWeight: 600, margin: 0, display: 'flex', alignItems: 'center', gap: 12 }}>
        {/* the console's logo, as in its header (Brand) */}
        <ThunderboltFilled data-testid="login-logo" style={{ color: token.colorPrimary, fontSize: 40 }} />
        {t('app.title')}
      </h1>
      <p style={{ color: 'rgba(0,0,0,.45)', margin: '12px 0 40px' }}>{t('app.desc')}</p>
      <Suspense fallback={<Spin />}>
        {/* the login and self-service forms call the API through the DataProvider like the console's pages */}
        <ConsoleProviders>
          <Outlet />
        </ConsoleProviders>
      </Suspense>
    </div>
  );
}
