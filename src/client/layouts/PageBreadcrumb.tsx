import { Breadcrumb } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { MenuItem } from '../session/types.js';
import { buildBreadcrumb } from './breadcrumb.js';
import { useTabsState } from './tabs/tabsStore.js';

/** Home, then the matched menu path; the last crumb is plain text. */
export default function PageBreadcrumb({ menu }: { menu: MenuItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const pageTitle = useTabsState().titles[pathname];
  const crumbs = useMemo(() => buildBreadcrumb(menu, pathname, t('menu.home'), pageTitle), [menu, pathname, t, pageTitle]);
  return (
    <Breadcrumb
      data-testid="breadcrumb"
      style={{ marginBottom: 16 }}
      items={crumbs.map((c) => ({ key: `${c.title}|${c.path ?? ''}`, title: c.path ? <Link to={c.path}>{c.title}</Link> : c.title }))}
    />
  );
}
