import { z } from 'zod';

/** The account centre (docs: accounts); the server builds these, the account pages read them. */

/** One line of the caller's own history: a login/logout (logType 1) or an operation (logType 2). */
export const activityRow = z.object({
  logType: z.number().int(),
  content: z.string(),
  ip: z.string(),
  time: z.string(),
  costTime: z.number().nullable(),
  /** an operation's route below the API base (e.g. /sys/user/add), worded by the console */
  url: z.string().optional(),
  /** dictionary operate_type: 2 add, 3 edit, 4 delete, 5 import, 6 export */
  operateType: z.number().int().optional(),
});

/** GET /isps/account/center */
export const accountCenter = z.object({
  user: z.record(z.string(), z.unknown()).describe('the caller as /sys/user/queryById shows a user (readable fields, never the password)'),
  departs: z.array(z.string()),
  positions: z.array(z.string()),
  roles: z.array(z.string()),
  activity: z.array(activityRow),
  logins: z.array(activityRow).describe('the last 10 logins and logouts'),
});

/** The fields a user may change on their own account (账户设置 → 基本设置); rules from sys_user's schema. */
export const BASE_FIELDS = ['realname', 'email', 'phone', 'birthday', 'sex'] as const;
/** Shown among the base fields but changed only through 账户绑定, by a code sent to the new address: a stolen session cannot redirect password resets. */
export const BOUND_FIELDS = { email: '邮箱', phone: '手机号' } as const;

/** The settings drawer's choices (spec §3), kept per user on the server (PUT /isps/account/prefs) and in pro__SETTINGS. */
export const appSettings = z
  .object({
    theme: z.enum(['dark', 'light']),
    layout: z.enum(['sidemenu', 'topmenu']),
    contentWidth: z.enum(['Fixed', 'Fluid']),
    fixedHeader: z.boolean(),
    fixSiderbar: z.boolean(),
    autoHideHeader: z.boolean(),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, '主题色须为 #rrggbb'),
    weak: z.boolean(),
    multipage: z.boolean(),
  })
  .strict();
/** PUT /isps/account/lang: the language a user reads the console in, kept for what the system writes to them (e-mails). */
export const accountLang = z.object({ lang: z.enum(['zh', 'en'], 'lang 只能是 zh 或 en') }).strict();
/** sys_user_pref key of it */
export const LANG_PREF = 'lang';
/** A save may send only what changed. */
export const consolePrefs = appSettings.partial();

export type ActivityRow = z.infer<typeof activityRow>;
export type AccountCenter = z.infer<typeof accountCenter>;
export type ConsolePrefs = z.infer<typeof consolePrefs>;
export type AppSettings = z.infer<typeof appSettings>;

/** GET /isps/account/sessions: one live session of the caller (device and browser read from its user agent). */
export const sessionRow = z.object({
  id: z.string().describe("the session's id (its token's jti), never the token"),
  ip: z.string(),
  device: z.string(),
  browser: z.string(),
  loginTime: z.string(),
  lastSeen: z.string(),
  current: z.boolean().describe('the session this request came with'),
});

/** 账户绑定: what a code may bind. */
export const BIND_TYPES = ['email', 'phone'] as const;

/** Message kinds a user chooses channels for (新消息通知); a message's kind comes from its category and bus type. */
export const MESSAGE_KINDS = ['notice', 'system', 'user_register', 'device_health', 'device_event'] as const;
export const channels = z.object({ bell: z.boolean(), email: z.boolean() }).strict();
/** PUT /isps/account/notify: only the kinds sent change. */
export const notifyPrefs = z.partialRecord(z.enum(MESSAGE_KINDS), channels);

/** GET and PUT /isps/account/notify: the channels of every kind. */
export const notifyChannels = z.record(z.enum(MESSAGE_KINDS), channels);

export type SessionRow = z.infer<typeof sessionRow>;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export type Channels = z.infer<typeof channels>;
export type NotifyPrefs = z.infer<typeof notifyChannels>;
