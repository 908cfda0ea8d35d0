import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import EventState from './EventState.js';
import { richHtml } from './richHtml.js';
import type { Announcement } from './types.js';
import { messageTitle } from './messageTitle.js';

/** One announcement: title, sender, send time and its (sanitised) rich content; 去处理 for url-type ones. */
export default function AnnouncementModal({ item, onClose }: { item: Announcement; onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const footer = [
    <Button key="close" onClick={onClose}>
      {t('notice.close')}
    </Button>,
    ...(item.openType === 'url' && item.openPage
      ? [
          <Button
            key="go"
            type="primary"
            onClick={() => {
              onClose();
              navigate(item.openPage!);
            }}
          >
            {t('notice.handle')}
          </Button>,
        ]
      : []),
  ];
  return (
    <Modal open width="60%" title={messageTitle(item, t)} onCancel={onClose} footer={footer} className="announcement-modal">
      <Typography.Paragraph type="secondary">
        {t('notice.field', { label: t('notice.sender'), value: item.sender ?? '' })}
        {'\u3000'}
        {t('notice.field', { label: t('notice.sendTime'), value: item.sendTime ?? '' })}
      </Typography.Paragraph>
      {item.eventKind ? (
        <Typography.Paragraph>
          <EventState item={item} />
        </Typography.Paragraph>
      ) : null}
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: richHtml(item.msgContent) }} />
    </Modal>
  );
}
