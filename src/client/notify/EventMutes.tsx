import { Space, Switch, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { http } from '../api/http.js';
import { z } from 'zod';
import { eventMute } from '#shared/contract/notify.js';
import { noticesChanged } from './useNotices.js';

const PATH = '/sys/sysAnnouncementSend/deviceEventMutes';
const KEY = ['deviceEventMutes'] as const;

/** One switch per device-event kind: off keeps that kind off the caller's bell (stored on the server). */
export default function EventMutes() {
  const { t } = useTranslation();
  const { data: kinds = [], mutate } = useSWR(KEY, async () => (await http.get(PATH, undefined, { quiet: true, answer: z.array(eventMute) })).result);
  const [busy, setBusy] = useState(false);
  const toggle = async (kind: string, on: boolean) => {
    setBusy(true);
    try {
      await mutate((await http.put(PATH, { kind, muted: !on }, { answer: z.array(eventMute) })).result, { revalidate: false });
      noticesChanged(); // the bell's count follows
    } catch {
      /* the http client showed the error */
    } finally {
      setBusy(false);
    }
  };
  if (!kinds.length) return null;
  return (
    <Space wrap data-testid="event-mutes">
      <Tooltip title={t('notice.event.alertsHint')}>
        <span>{t('notice.event.alerts')}</span>
      </Tooltip>
      {kinds.map((k) => (
        <Space key={k.kind} size={4}>
          <span>{t(`notice.event.kind.${k.kind}`, { defaultValue: k.kind })}</span>
          <Switch
            size="small"
            checked={!k.muted}
            loading={busy}
            aria-label={t(`notice.event.kind.${k.kind}`, { defaultValue: k.kind })}
            onChange={(on) => void toggle(k.kind, on)}
          />
        </Space>
      ))}
    </Space>
  );
}
