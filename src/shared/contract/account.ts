import { z } from 'zod';

/** The account centre (docs: accounts); the server builds these, the account pages read them. */

/** One line of the caller's own history: a login/logout (logType 1) or an operation (logType 2). */
export const activityRow = z.object({ logType: z.number().int(), content: z.string(), ip: z.string(), time: z.string(), costTime: z.number().nullable() });

/** GET /isps/account/center */
export const accountCenter = z.object({
  user: z.record(z.string(), z.unknown()).describe('the caller as /sys/user/queryById shows a user (readable fields, never the password)'),
  departs: z.array(z.string()),
  positions: z.array(z.string()),
  roles: z.array(z.string()),
  activity: z.array(activityRow),
});

/** The fields a user may change on their own account (账户设置 → 基本设置); rules from sys_user's schema. */
export const BASE_FIELDS = ['realname', 'email', 'phone', 'birthday', 'sex'] as const;

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
/** A save may send only what changed. */
export const consolePrefs = appSettings.partial();

export type ActivityRow = z.infer<typeof activityRow>;
export type AccountCenter = z.infer<typeof accountCenter>;
export type ConsolePrefs = z.infer<typeof consolePrefs>;
export type AppSettings = z.infer<typeof appSettings>;
