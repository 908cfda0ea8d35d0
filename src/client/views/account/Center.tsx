import { Avatar, Card, Col, Descriptions, Row, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../api/http.js';
import ActivityTable from './ActivityTable.js';
import { useOwnTabTitle } from '../../layouts/tabs/useOwnTabTitle.js';
import './i18n.js';
import { useAccountCenter } from './useAccountCenter.js';

const tags = (xs: string[], none: string) => (xs.length ? xs.map((x) => <Tag key={x}>{x}</Tag>) : none);

/** /account/center: who the caller is and what they did last. */
export default function Center() {
  const { t } = useTranslation();
  useOwnTabTitle(t('header.center'));
  const { data } = useAccountCenter();
  if (!data) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  const u = data.user as Record<string, string | null | undefined>;
  return (
    <Row gutter={16} style={{ padding: 16 }}>
      <Col xs={24} lg={8}>
        <Card data-testid="account-card">
          <div style={{ textAlign: 'center', marginBottom: 16 }}>
            <Avatar size={96} src={u.avatar ? fileUrl(u.avatar) : undefined}>
              {u.realname?.slice(0, 1)}
            </Avatar>
            <h2 style={{ margin: '12px 0 0' }}>{u.realname}</h2>
            <div style={{ color: '#888' }}>{u.username}</div>
          </div>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('acct.departs')}>{tags(data.departs, t('acct.none'))}</Descriptions.Item>
            <Descriptions.Item label={t('acct.positions')}>{tags(data.positions, t('acct.none'))}</Descriptions.Item>
            <Descriptions.Item label={t('acct.roles')}>{tags(data.roles, t('acct.none'))}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card title={t('acct.activity')}>
          <ActivityTable rows={data.activity} />
        </Card>
      </Col>
    </Row>
  );
}
