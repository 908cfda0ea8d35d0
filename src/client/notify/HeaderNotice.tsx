import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, List, Popover, Spin, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { announcement } from '#shared/contract/notify.js';
import { http } from '../api/http.js';
import AnnouncementModal from './AnnouncementModal.js';
import EventState from './EventState.js';
import { messageTitle } from './messageTitle.js';
import type { Announcement } from './types.js';
import { useNotices } from './useNotices.js';

export const PRIORITY_COLOR = { L: 'blue', M: 'orange', H: 'red' } as const;
const SPIN_MS = 200;

/** The header bell: unread total, a 300 px popover with notices and system messages. */
export default function HeaderNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lists, reload, markRead } = useNotices();
  const [open, setOpen] = useState(false);
  const [spinning, setSpinning] = useState(false);
  const [detail, setDetail] = useState<Announcement | null>(null);
  const total = lists.anntMsgTotal + lists.sysMsgTotal;

  const onOpen = (v: boolean) => {
    setOpen(v);
    if (!v) return;
    setSpinning(true);
    setTimeout(() => setSpinning(false), SPIN_MS);
    void reload().catch(() => undefined);
  };
  const show = async (a: Announcement) => {
    setOpen(false);
    void markRead(a.id).catch(() => undefined);
    if (a.openType === 'component' && a.openPage) {
      navigate(`${a.openPage}${a.busId ? `?id=${encodeURIComponent(a.busId)}` : ''}`);
      return;
    }
    const full = await http.get('/sys/annountCement/queryById', { id: a.id }, { quiet: true, answer: announcement }).then(
      (r) => r.result,
      () => a,
    );
    setDetail(full);
  };
  const list = (items: Announcement[]) => (
    <List
      size="small"
      dataSource={items}
      locale={{ emptyText: t('notice.empty') }}
      renderItem={(a) => (
        <List.Item style={{ cursor: 'pointer' }} onClick={() => void show(a)}>
          <List.Item.Meta title={messageTitle(a, t)} description={a.eventKind ? <EventState item={a} /> : (a.sendTime ?? a.createTime)} />
          {a.priority ? <Tag color={PRIORITY_COLOR[a.priority]}>{t(`notice.priority.${a.priority}`)}</Tag> : null}
        </List.Item>
      )}
    />
  );
  const content = (
    <Spin spinning={spinning}>
      <div style={{ width: 300 }} data-testid="notice-popover">
        <Tabs
          size="small"
          centered
          items={[
            { key: 'annt', label: `${t('notice.notices')}(${lists.anntMsgTotal})`, children: list(lists.anntMsgList) },
            { key: 'sys', label: `${t('notice.system')}(${lists.sysMsgTotal})`, children: list(lists.sysMsgList) },
          ]}
        />
        <Button
          type="link"
          block
          onClick={() => {
            setOpen(false);
            navigate('/isps/userAnnouncement');
          }}
        >
          {t('notice.more')}
        </Button>
      </div>
    </Spin>
  );
  return (
    <>
      <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={onOpen} content={content} arrow={false}>
        <span data-testid="notice-bell" style={{ cursor: 'pointer' }}>
          <Badge count={total} size="small">
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </span>
      </Popover>
      {detail ? <AnnouncementModal item={detail} onClose={() => setDetail(null)} /> : null}
    </>
  );
}
