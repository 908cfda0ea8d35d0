export type { Announcement, EventMute, NoticeLists } from '#shared/contract/notify.js';

/** Server → client socket message. */
export interface SocketMessage {
  cmd: 'topic' | 'user' | 'heartcheck' | string;
  msgId?: string;
  msgTxt?: string;
}
