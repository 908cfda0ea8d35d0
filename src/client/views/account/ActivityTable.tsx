import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActivityRow } from '#shared/contract/account.js';
import { activityText } from './activityText.js';

/** The caller's own logins and operations, newest first. */
export default function ActivityTable({ rows }: { rows: ActivityRow[] }) {
  const { t } = useTranslation();
  return (
    <Table<ActivityRow>
      size="small"
      rowKey={(r) => `${r.time}-${r.content}`}
      pagination={false}
      dataSource={rows}
      data-testid="account-activity"
      columns={[
        { title: t('acct.time'), dataIndex: 'time', width: 170 },
        {
          title: '',
          dataIndex: 'logType',
          width: 70,
          render: (v: number) => (v === 1 ? <Tag color="blue">{t('acct.login')}</Tag> : <Tag>{t('acct.operation')}</Tag>),
        },
        { title: t('acct.content'), dataIndex: 'content', ellipsis: true, render: (_: string, r) => activityText(r, t) },
        { title: t('acct.ip'), dataIndex: 'ip', width: 130 },
      ]}
    />
  );
}
