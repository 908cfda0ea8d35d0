import { Badge, Button, Card, List, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import './i18n.js';
import { useTasks } from './useDashboard.js';

/** /dashboard/task: what waits for the current user, each with the page that acts on it. */
export default function Task() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useTasks();
  if (!data) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  const open = data.filter((x) => x.count > 0);
  return (
    <Card title={t('dash.task.title')} style={{ margin: 16 }}>
      {open.length === 0 ? <Result status="success" title={t('dash.task.none')} /> : null}
      <List
        dataSource={data}
        renderItem={(x) => (
          <List.Item
            data-testid={`task-${x.key}`}
            actions={[
              <Button key="open" type={x.count ? 'primary' : 'default'} disabled={!x.count} onClick={() => navigate(x.path)}>
                {t('dash.task.open')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              avatar={<Badge count={x.count} showZero overflowCount={999} color={x.count ? undefined : '#d9d9d9'} />}
              title={t(`dash.task.${x.key}`)}
              description={<Typography.Text type="secondary">{t(`dash.task.hint.${x.key}`)}</Typography.Text>}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
