import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The page title: the tab title, then the platform title (spec §2), e.g. 用户管理 · ISPS 同步测量监测系统. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const platform = t('app.title');
  useEffect(() => {
    document.title = title ? `${title} · ${platform}` : platform;
  }, [title, platform]);
}
