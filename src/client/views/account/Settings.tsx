import { Card, Menu, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { AccountCenter } from '#shared/contract/account.js';
import AvatarSettings from './AvatarSettings.js';
import BaseSettings from './BaseSettings.js';
import BindingSettings from './BindingSettings.js';
import CustomSettings from './CustomSettings.js';
import { useOwnTabTitle } from '../../layouts/tabs/useOwnTabTitle.js';
import './i18n.js';
import NotificationSettings from './NotificationSettings.js';
import SecuritySettings from './SecuritySettings.js';
import { useAccountCenter } from './useAccountCenter.js';

const TABS = ['base', 'avatar', 'security', 'binding', 'custom', 'notification'] as const;
type Tab = (typeof TABS)[number];

/** /account/settings/:tab — the caller's own settings, one tab per concern. */
export default function Settings() {
  const { t } = useTranslation();
  useOwnTabTitle(t('header.settings'));
  const navigate = useNavigate();
  const { tab } = useParams();
  const { data } = useAccountCenter();
  if (!TABS.includes(tab as Tab)) return <Navigate to="/account/settings/base" replace />;
  const pages: Record<Tab, (d: AccountCenter) => ReactNode> = {
    base: (d) => <BaseSettings user={d.user} />,
    avatar: (d) => <AvatarSettings avatar={d.user.avatar as string | null} />,
    security: (d) => <SecuritySettings logins={d.logins} />,
    binding: (d) => <BindingSettings user={d.user} />,
    custom: () => <CustomSettings />,
    notification: () => <NotificationSettings />,
  };
  const body = data ? pages[tab as Tab](data) : <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return (
    <Card style={{ margin: 16 }} styles={{ body: { display: 'flex', gap: 24, flexWrap: 'wrap' } }}>
      <Menu
        mode="inline"
        style={{ width: 200 }}
        selectedKeys={[tab!]}
        onClick={(e) => navigate(`/account/settings/${e.key}`)}
        items={TABS.map((k) => ({ key: k, label: t(`acct.tabs.${k}`) }))}
      />
      <div style={{ flex: 1, minWidth: 320 }}>
        <h3>{t(`acct.tabs.${tab}`)}</h3>
        {body}
      </div>
    </Card>
  );
}
