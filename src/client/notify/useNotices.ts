import { useCallback, useEffect } from 'react';
import useSWR, { mutate } from 'swr';
import { noticeLists } from '#shared/contract/notify.js';
import { API_BASE, http } from '../api/http.js';
import { session } from '../session/session.js';
import { openSocket, socketUrl } from './socketClient.js';
import type { NoticeLists } from './types.js';

const KEY = ['notices'] as const;
/** The socket pushes changes; this poll is the fallback while it reconnects (paused in a hidden tab). */
export const NOTICE_REFRESH_MS = 60_000;

/** Told by pages that mark announcements read themselves (my messages): the bell reloads its lists. */
export const noticesChanged = () => void mutate(KEY);

const EMPTY: NoticeLists = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 };

const load = () => http.get('/sys/annountCement/listByUser', undefined, { quiet: true, answer: noticeLists }).then((r) => ({ ...EMPTY, ...r.result }));

/** The caller's unread notices and system messages (swr), reloaded whenever the socket says so. */
export function useNotices(): { lists: NoticeLists; reload(): Promise<void>; markRead(id: string): Promise<void> } {
  const { data, mutate: refresh } = useSWR(KEY, load, { refreshInterval: NOTICE_REFRESH_MS, refreshWhenHidden: false, revalidateOnFocus: true });
  const reload = useCallback(async () => {
    await refresh();
  }, [refresh]);
  const markRead = useCallback(
    async (anntId: string) => {
      await http.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId }, true);
      await refresh();
    },
    [refresh],
  );
  useEffect(() => {
    const user = session.user();
    const token = session.token();
    const socket =
      user?.id && token && typeof WebSocket !== 'undefined'
        ? openSocket({
            url: socketUrl(API_BASE, user.id),
            token,
            onMessage: (m) => {
              if (m.cmd === 'topic' || m.cmd === 'user') void refresh();
            },
          })
        : null;
    return () => socket?.close();
  }, [refresh]);
  return { lists: data ?? EMPTY, reload, markRead };
}
