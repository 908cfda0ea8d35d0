import { useCallback, useEffect, useRef, useState } from 'react';
import { API_BASE, http } from '../api/http.js';
import { session } from '../session/session.js';
import { openSocket, socketUrl } from './socketClient.js';
import type { NoticeLists } from './types.js';

/** Told by pages that mark announcements read themselves (my messages): the bell reloads its lists. */
const CHANGED = 'isps:notices-changed';
export const noticesChanged = () => window.dispatchEvent(new Event(CHANGED));

const EMPTY: NoticeLists = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 };

/** The caller's unread notices and system messages, reloaded whenever the socket says so. */
export function useNotices(): { lists: NoticeLists; reload(): Promise<void>; markRead(id: string): Promise<void> } {
  const [lists, setLists] = useState<NoticeLists>(EMPTY);
  const live = useRef(true);
  const reload = useCallback(async () => {
    const r = await http.get<NoticeLists>('/sys/annountCement/listByUser', undefined, true);
    if (live.current) setLists({ ...EMPTY, ...r.result });
  }, []);
  const markRead = useCallback(async (anntId: string) => {
    await http.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId }, true);
    await reload();
  }, [reload]);
  useEffect(() => {
    live.current = true;
    void reload().catch(() => undefined);
    const user = session.user();
    const token = session.token();
    const socket = user?.id && token && typeof WebSocket !== 'undefined'
      ? openSocket({ url: socketUrl(API_BASE, user.id), token, onMessage: (m) => { if (m.cmd === 'topic' || m.cmd === 'user') void reload().catch(() => undefined); } })
      : null;
    const onChanged = () => void reload().catch(() => undefined);
    window.addEventListener(CHANGED, onChanged);
    return () => { live.current = false; socket?.close(); window.removeEventListener(CHANGED, onChanged); };
  }, [reload]);
  return { lists, reload, markRead };
}
