import { z } from 'zod';
import { DEVICE_EVENT_KINDS } from './pqEvents.js';

/** GET and PUT /sys/sysAnnouncementSend/deviceEventMutes: each device-event kind and whether the caller muted it. */
export const eventMute = z.object({ kind: z.enum(DEVICE_EVENT_KINDS), muted: z.boolean() });
export type EventMute = z.infer<typeof eventMute>;

const text = z.string().nullable().optional();

/**
 * One announcement as the bell's lists and queryById carry it: the sys_announcement fields the console reads by
 * name, the rest written as they come (a manager's queryById adds `<field>_dictText`), and a grouped device
 * event's state (null for other messages; closed = recovered).
 */
export const announcement = z.looseObject({
  id: z.string(),
  titile: z.string(),
  msgContent: text,
  msgAbstract: text,
  sender: text,
  sendTime: text,
  createTime: text,
  priority: z.enum(['L', 'M', 'H']).nullable().optional(),
  msgCategory: text,
  openType: text,
  openPage: text,
  busId: text,
  eventKind: text,
  eventCount: z.number().int().nullable().optional(),
  eventLastTime: text,
  eventClosedTime: text,
});
export type Announcement = z.infer<typeof announcement>;

/** GET /sys/annountCement/listByUser: the caller's unread notices and system messages, newest first, and how many of each. */
export const noticeLists = z.object({
  anntMsgList: z.array(announcement),
  anntMsgTotal: z.number().int(),
  sysMsgList: z.array(announcement),
  sysMsgTotal: z.number().int(),
});
export type NoticeLists = z.infer<typeof noticeLists>;
