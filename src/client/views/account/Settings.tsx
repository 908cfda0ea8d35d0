import { Card, Menu, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import EventMutes from '../../notify/EventMutes.js';
import BaseSettings from './BaseSettings.js';
import CustomSettings from './CustomSettings.js';
import './i18n.js';
import SecuritySettings from './SecuritySettings.js';
import { useAccountCenter } from './useAccountCenter.js';

const TABS = ['base', 'security', 'custom', 'notification'] as const;
type Tab = (typeof TABS)[number];

/** /account/settings/:tab — the caller's own settings, one tab per concern. */
export default function Settings() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tab } = useParams();
  const { data } = useAccountCenter();
  if (!TABS.includes(tab as Tab)) return <Navigate to="/account/settings/base" replace />;
  const body = !data ? (
    <Spin style={{ display: 'block', margin: '48px auto' }} />
  ) : tab === 'base' ? (
    <BaseSettings user={data.user} />
  ) : tab === 'security' ? (
    <SecuritySettings activity={data.activity} />
  ) : tab === 'custom' ? (
    <CustomSettings />
  ) : (
    <div data-testid="account-notification">
      <p>{t('acct.notification.hint')}</p>
      <EventMutes />
    </div>
  );
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
