import { List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceEventRow } from '#shared/contract/dashboard.js';

/** The newest device events: device, kind, how many times, since when, still ongoing or recovered. */
export default function EventList({ events }: { events: DeviceEventRow[] }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  return (
    <List
      size="small"
      data-testid="monitor-events"
      locale={{ emptyText: t('dash.monitor.noEvents') }}
      dataSource={events}
      renderItem={(e) => (
        <List.Item>
          <List.Item.Meta
            title={
              <>
                {en ? e.nameEn : e.nameZh} <Typography.Text type="secondary">({e.equipId})</Typography.Text>
              </>
            }
            description={`${t(`dash.kind.${e.kind}`)} · ${t('dash.monitor.times', { count: e.count })} · ${e.lastTime.slice(0, 19).replace('T', ' ')}`}
          />
          {e.closed ? <Tag color="green">{t('dash.monitor.recovered')}</Tag> : <Tag color="red">{t('dash.monitor.ongoing')}</Tag>}
        </List.Item>
      )}
    />
  );
}
