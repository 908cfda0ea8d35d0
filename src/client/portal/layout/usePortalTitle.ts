import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PORTAL_ROUTES } from '../routes.js';
import { routeKey } from './navItems.js';

/** Document title = page title · platform title (spec §2); html lang follows the language. */
export function usePortalTitle(): void {
  const { t, i18n } = useTranslation('portal');
  const { pathname } = useLocation();
  const route = PORTAL_ROUTES.find((r) => routeKey(r) === pathname);
  const page = route ? t(route.title) : '';
  const platform = t('translation:app.title');
  useEffect(() => {
    document.title = page ? `${page} · ${platform}` : platform;
  }, [page, platform]);
  useEffect(() => {
    document.documentElement.lang = i18n.language === 'en' ? 'en' : 'zh-CN';
  }, [i18n.language]);
}
