/** One entry of listByUser's lists (JeecgBoot's SysAnnouncement). */
export interface Announcement {
  id: string;
  titile: string;
  msgContent?: string;
  sender?: string;
  sendTime?: string;
  createTime?: string;
  priority?: 'L' | 'M' | 'H';
  msgCategory?: string;
  openType?: string;
  openPage?: string;
  busId?: string;
  msgAbstract?: string;
  /** a grouped device event (busType device_event): its kind, how often, last seen, and when it recovered (null: ongoing) */
  eventKind?: string | null;
  eventCount?: number | null;
  eventLastTime?: string | null;
  eventClosedTime?: string | null;
}

export type { EventMute } from '#shared/contract/notify.js';

export interface NoticeLists {
  anntMsgList: Announcement[];
  anntMsgTotal: number;
  sysMsgList: Announcement[];
  sysMsgTotal: number;
}

/** Server → client socket message. */
export interface SocketMessage {
  cmd: 'topic' | 'user' | 'heartcheck' | string;
  msgId?: string;
  msgTxt?: string;
}
