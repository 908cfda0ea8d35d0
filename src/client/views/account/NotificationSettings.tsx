import { Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { MESSAGE_KINDS, notifyChannels, type Channels, type MessageKind } from '#shared/contract/account.js';
import { http } from '../../api/http.js';
import EventMutes from '../../notify/EventMutes.js';
import { noticesChanged } from '../../notify/useNotices.js';

const PATH = '/isps/account/notify';
const KEY = ['account', 'notify'] as const;

/** 新消息通知: per message kind, the bell and/or e-mail; below, the device-event kinds to keep off the bell. */
export default function NotificationSettings() {
  const { t } = useTranslation();
  const { data, mutate } = useSWR(KEY, async () => (await http.get(PATH, undefined, { quiet: true, answer: notifyChannels })).result);
  const [busy, setBusy] = useState(false);
  const set = async (kind: MessageKind, channel: keyof Channels, on: boolean) => {
    setBusy(true);
    try {
      await mutate((await http.put(PATH, { [kind]: { ...data![kind], [channel]: on } }, { answer: notifyChannels })).result, { revalidate: false });
      noticesChanged();
    } catch {
      /* the http client showed the error */
    } finally {
      setBusy(false);
    }
  };
  const toggle = (channel: keyof Channels) => (_: unknown, r: { kind: MessageKind }) => (
    <Switch
      size="small"
      loading={busy}
      checked={data?.[r.kind][channel]}
      aria-label={`${t(`acct.notification.kind.${r.kind}`)} ${t(`acct.notification.${channel}`)}`}
      onChange={(on) => void set(r.kind, channel, on)}
    />
  );
  return (
    <div data-testid="account-notification">
      <p>{t('acct.notification.channelsHint')}</p>
      <Table
        size="small"
        rowKey="kind"
        pagination={false}
        loading={!data}
        style={{ maxWidth: 560, marginBottom: 24 }}
        dataSource={MESSAGE_KINDS.map((kind) => ({ kind }))}
        columns={[
          { title: t('acct.notification.kindTitle'), dataIndex: 'kind', render: (k: MessageKind) => t(`acct.notification.kind.${k}`) },
          { title: t('acct.notification.bell'), key: 'bell', width: 100, render: toggle('bell') },
          { title: t('acct.notification.email'), key: 'email', width: 100, render: toggle('email') },
        ]}
      />
      <p>{t('acct.notification.hint')}</p>
      <EventMutes />
    </div>
  );
}
