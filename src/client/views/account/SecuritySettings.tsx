import { Button, Card, List, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ActivityRow } from '#shared/contract/account.js';
import { session } from '../../session/session.js';
import ActivityTable from './ActivityTable.js';
import SessionsTable from './SessionsTable.js';

const PasswordModal = lazy(() => import('../../components/modals/PasswordModal.js'));

/** 安全设置: change the password (every session of the account ends), the live sessions, and the last 10 logins. */
export default function SecuritySettings({ logins }: { logins: ActivityRow[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="account-security">
      <List>
        <List.Item
          actions={[
            <Button key="change" type="link" onClick={() => setOpen(true)}>
              {t('acct.security.change')}
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={t('acct.security.password')}
            description={<Typography.Text type="secondary">{t('acct.security.passwordHint')}</Typography.Text>}
          />
        </List.Item>
      </List>
      <Card size="small" title={t('acct.sessions.title')} style={{ marginBottom: 16 }}>
        <SessionsTable />
      </Card>
      <Card size="small" title={t('acct.security.lastLogins')}>
        <ActivityTable rows={logins} />
      </Card>
      {open ? (
        <Suspense fallback={null}>
          <PasswordModal
            open
            onClose={() => setOpen(false)}
            onChanged={() => {
              session.logout();
              navigate('/user/login', { replace: true });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
