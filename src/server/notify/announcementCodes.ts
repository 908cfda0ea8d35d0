/** The announcement tables and JeecgBoot's codes for them. */
export const ANNOUNCEMENTS = 'sys_announcement';
export const READS = 'sys_announcement_send';

/** JeecgBoot's constants: send_status, msg_type, msg_category. */
export const DRAFT = '0';
export const PUBLISHED = '1';
export const REVOKED = '2';
export const NOTICE = '1';
export const SYSTEM_MESSAGE = '2';

/** The ids of a user_ids column ("id1,id2," as JeecgBoot writes it). */
export const idsOf = (userIds: unknown): string[] =>
  String(userIds ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Stored as JeecgBoot does: comma-joined with a trailing comma. */
export const joinIds = (ids: string[]): string => (ids.length ? `${ids.join(',')},` : '');
