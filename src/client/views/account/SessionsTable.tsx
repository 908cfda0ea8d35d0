import { Button, Popconfirm, Table, Tag, message } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { z } from 'zod';
import { sessionRow, type SessionRow } from '#shared/contract/account.js';
import { http } from '../../api/http.js';

const KEY = ['account', 'sessions'] as const;

/** The caller's live sessions; 下线 ends another one at once (its token answers 401 from then on). */
export default function SessionsTable() {
  const { t } = useTranslation();
  const { data, mutate } = useSWR(KEY, async () => (await http.get('/isps/account/sessions', undefined, { quiet: true, answer: z.array(sessionRow) })).result);
  const revoke = async (id: string) => {
    const r = await http.delete('/isps/account/sessions', { id });
    message.success(r.message || t('acct.sessions.revoked'));
    await mutate();
  };
  return (
    <Table<SessionRow>
      size="small"
      rowKey="id"
      pagination={false}
      loading={!data}
      dataSource={data}
      data-testid="account-sessions"
      columns={[
        {
          title: t('acct.sessions.device'),
          key: 'device',
          render: (_, r) => (
            <>
              {[r.device, r.browser].filter(Boolean).join(' / ') || t('acct.sessions.unknown')}{' '}
              {r.current ? <Tag color="green">{t('acct.sessions.current')}</Tag> : null}
            </>
          ),
        },
        { title: t('acct.ip'), dataIndex: 'ip', width: 130 },
        { title: t('acct.sessions.loginTime'), dataIndex: 'loginTime', width: 170 },
        { title: t('acct.sessions.lastSeen'), dataIndex: 'lastSeen', width: 170 },
        {
          title: '',
          key: 'action',
          width: 80,
          render: (_, r) =>
            r.current ? null : (
              <Popconfirm title={t('acct.sessions.confirm')} onConfirm={() => revoke(r.id)}>
                <Button type="link" size="small" danger>
                  {t('acct.sessions.revoke')}
                </Button>
              </Popconfirm>
            ),
        },
      ]}
    />
  );
}
