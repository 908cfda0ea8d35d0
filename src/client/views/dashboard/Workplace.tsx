import { Avatar, Card, Col, Empty, List, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import RouterLink from '../../components/RouterLink.js';
import useSWR from 'swr';
import { useDataProvider } from '#renderers/core.js';
import { greetingKey } from '../../components/greeting.js';
import { menuTitles } from '../../layouts/tabs/menuTitle.js';
import { useRecentPages } from '../../layouts/recentPages.js';
import { noticeLists } from '#shared/contract/notify.js';
import { session } from '../../session/session.js';
import './i18n.js';
import Shortcuts from './Shortcuts.js';
import { messageTitle } from '../../notify/messageTitle.js';

/** /dashboard/workplace: greeting, pinned shortcuts, the pages opened in this session and the latest unread messages. */
export default function Workplace() {
  const { t, i18n } = useTranslation();
  const perms = useSyncExternalStore(session.subscribe, session.permissions);
  const user = session.user();
  const titles = menuTitles(perms?.menu);
  const recent = useRecentPages().filter((u) => !u.startsWith('/dashboard/workplace') && titles.get(u.split('?')[0]));
  const dp = useDataProvider();
  const { data: notices } = useSWR(['dash', 'notices'], () =>
    dp.custom({ method: 'GET', path: '/sys/annountCement/listByUser', query: { pageSize: 5 }, quiet: true, answer: noticeLists }).then((r) => r.result),
  );
  const messages = [...(notices?.sysMsgList ?? []), ...(notices?.anntMsgList ?? [])].slice(0, 5);
  return (
    <div style={{ padding: 16 }}>
      <Card style={{ marginBottom: 16 }}>
        <Card.Meta
          avatar={
            <Avatar size={56} src={user?.avatar ? dp.fileUrl(user.avatar) : undefined}>
              {user?.realname?.slice(0, 1)}
            </Avatar>
          }
          title={
            <span data-testid="workplace-greeting">
              {t('dash.workplace.hello', { greeting: t(`greeting.${greetingKey(new Date().getHours())}`), name: user?.realname ?? '' })}
            </span>
          }
          description={t('dash.workplace.today', {
            date: dayjs()
              .locale(i18n.language === 'en' ? 'en' : 'zh-cn')
              .format('YYYY-MM-DD dddd'),
          })}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Shortcuts menu={perms?.menu ?? []} />
          <Card size="small" title={t('dash.workplace.recent')} style={{ marginTop: 16 }} data-testid="workplace-recent">
            {recent.length ? (
              <List
                size="small"
                dataSource={recent}
                renderItem={(u) => (
                  <List.Item>
                    <RouterLink to={u}>{titles.get(u.split('?')[0])}</RouterLink>
                  </List.Item>
                )}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dash.workplace.noRecent')} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={t('dash.workplace.messages')} extra={<RouterLink to="/isps/userAnnouncement">{t('dash.workplace.all')}</RouterLink>}>
            {messages.length ? (
              <List
                size="small"
                dataSource={messages}
                renderItem={(m) => (
                  <List.Item>
                    <Typography.Text ellipsis>{messageTitle(m, t)}</Typography.Text>
                    <Typography.Text type="secondary">{String(m.sendTime ?? '').slice(5, 16)}</Typography.Text>
                  </List.Item>
                )}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dash.workplace.noMessages')} />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
