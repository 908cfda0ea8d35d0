import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Announcement } from './types.js';

/** A grouped device event's state: how often and when last, and 已恢复 (with its time) or 持续中. */
export default function EventState({ item }: { item: Announcement }) {
  const { t } = useTranslation();
  if (!item.eventKind) return null;
  return (
    <Space size={4} wrap data-testid="event-state">
      <span>{t('notice.event.summary', { count: item.eventCount ?? 1, time: item.eventLastTime ?? '' })}</span>
      {item.eventClosedTime ? (
        <Tag color="green">{t('notice.event.recovered', { time: item.eventClosedTime })}</Tag>
      ) : (
        <Tag color="volcano">{t('notice.event.ongoing')}</Tag>
      )}
    </Space>
  );
}
