import { Badge, Button, Card, Input, Select, Space, Tag, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withFilter, type FilterOperator } from '#renderers/core.js';
import ListTable from '#renderers/list/controller/ListTable.js';
import { getPage, useListController } from '#renderers/list/controller/useListController.js';
import { announcement } from '#shared/contract/notify.js';
import { http } from '../api/http.js';
import AnnouncementModal from './AnnouncementModal.js';
import EventMutes from './EventMutes.js';
import EventState from './EventState.js';
import { PRIORITY_COLOR } from './HeaderNotice.js';
import type { Announcement } from './types.js';
import { messageTitle } from './messageTitle.js';
import { noticesChanged } from './useNotices.js';

/** AnnouncementSendModel: an announcement with the caller's read state. */
interface Mine extends Announcement {
  anntId: string;
  readFlag: string | number;
  sendTime?: string;
}

const PATH = '/sys/sysAnnouncementSend/getMyAnnouncementSend';
const fetchMine = getPage<Mine>(PATH);

/** /isps/userAnnouncement: every message sent to me, read or not; 全部已读. */
export default function UserAnnouncement() {
  const { t } = useTranslation();
  const list = useListController<Mine>({ resource: PATH, sync: 'memory', fetch: fetchMine });
  const [detail, setDetail] = useState<Announcement | null>(null);
  const load = list.reload;
  const filter = (field: 'titile' | 'msgCategory', operator: FilterOperator, value?: string) =>
    list.setFilters(withFilter(list.filters, { field, operator, value }));
  const open = async (m: Mine) => {
    if (String(m.readFlag) !== '1') {
      await http.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: m.anntId }, true).then(noticesChanged, () => undefined);
    }
    const full = await http.get('/sys/annountCement/queryById', { id: m.anntId }, { quiet: true, answer: announcement }).then(
      (r) => r.result,
      () => m,
    );
    setDetail(full);
    load();
  };
  const readAll = async () => {
    const r = await http.put('/sys/sysAnnouncementSend/readAll');
    message.success(r.message);
    noticesChanged(); // the bell's count too
    load();
  };
  return (
    <Card variant="borderless" title={t('notice.mine')} extra={<EventMutes />}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('notice.title')} onSearch={(v) => filter('titile', 'contains', v)} />
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('notice.category')}
          onChange={(v?: string) => filter('msgCategory', 'eq', v)}
          options={[
            { value: '1', label: t('notice.notices') },
            { value: '2', label: t('notice.system') },
          ]}
        />
        <Button type="primary" onClick={readAll}>
          {t('notice.readAll')}
        </Button>
      </Space>
      <ListTable<Mine>
        rowKey="anntId"
        bordered={false}
        list={list}
        showTotal={(n) => t('online.total', { total: n })}
        columns={[
          {
            title: t('notice.title'),
            dataIndex: 'titile',
            render: (v: string, m) => (
              <>
                <a onClick={() => void open(m)}>{messageTitle({ ...m, titile: v }, t)}</a>
                {m.eventKind ? (
                  <div>
                    <EventState item={m} />
                  </div>
                ) : null}
              </>
            ),
          },
          {
            title: t('notice.category'),
            dataIndex: 'msgCategory',
            width: 110,
            render: (v: string) => (String(v) === '2' ? t('notice.system') : t('notice.notices')),
          },
          {
            title: t('notice.level'),
            dataIndex: 'priority',
            width: 90,
            render: (v: 'L' | 'M' | 'H') => (v ? <Tag color={PRIORITY_COLOR[v]}>{t(`notice.priority.${v}`)}</Tag> : null),
          },
          { title: t('notice.sender'), dataIndex: 'sender', width: 120 },
          { title: t('notice.sendTime'), dataIndex: 'sendTime', width: 180 },
          {
            title: t('notice.state'),
            dataIndex: 'readFlag',
            width: 100,
            render: (v: string | number) =>
              String(v) === '1' ? <Badge status="default" text={t('notice.read')} /> : <Badge status="processing" text={t('notice.unread')} />,
          },
        ]}
      />
      {detail ? <AnnouncementModal item={detail} onClose={() => setDetail(null)} /> : null}
    </Card>
  );
}
