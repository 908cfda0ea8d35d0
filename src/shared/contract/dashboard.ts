import { z } from 'zod';

/** Answers of the console dashboards (docs: dashboards); the server builds them, the dashboard pages read them. */

const count = z.object({ name: z.string(), count: z.number().int() });

/** GET /isps/dashboard/chart */
export const chartData = z.object({
  byType: z.array(count),
  byProvince: z.array(count),
  byStatus: z.array(count).describe("device_status as text: '1' running, '2' maintenance, '0' out of service"),
  eventsPerDay: z.array(z.object({ day: z.string(), kind: z.string(), count: z.number().int() })),
  thd: z.array(z.object({ equipId: z.string(), equipType: z.string(), value: z.number() })).describe('newest THD (%) of each SMD-L / SMD-W device'),
  loginsPerDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
});

export const TASK_KEYS = ['pendingAccounts', 'unreadMessages', 'failedJobs', 'offlineDevices'] as const;
/** GET /isps/dashboard/tasks: one entry per thing waiting for the caller, with the console path that opens it. */
export const taskItem = z.object({ key: z.enum(TASK_KEYS), count: z.number().int(), path: z.string() });

/** GET /isps/dashboard/events: the newest device events (grouped messages). */
export const deviceEventRow = z.object({
  id: z.string(),
  equipId: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  kind: z.string(),
  count: z.number().int(),
  firstTime: z.string(),
  lastTime: z.string(),
  closed: z.boolean(),
});

/** GET /api/portal/summary (public): device figures for the anonymous analysis page. */
export const publicSummary = z.object({ devices: z.number().int(), running: z.number().int(), points: z.number().int(), provinces: z.number().int() });

/** PUT /isps/dashboard/shortcuts: the console pages a user pinned on the workplace (menu paths, in order). */
export const MAX_SHORTCUTS = 12;
export const shortcutsBody = z.object({
  paths: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(200)
        .regex(/^\/[\w\-/]*$/, '快捷入口须为控制台页面路径'),
    )
    .max(MAX_SHORTCUTS, `快捷入口最多 ${MAX_SHORTCUTS} 个`),
});

/** GET /sys/loginfo: logins in all, today, and today's distinct IPs (the analysis page). */
export const logInfo = z.object({ totalVisitCount: z.number().int(), todayVisitCount: z.number().int(), todayIp: z.number().int() });
/** GET /sys/visitInfo: logins per day over the last 7 days; `tian` the day, `type` its MM-DD. */
export const visitDay = z.object({ tian: z.string(), visit: z.number().int(), ip: z.number().int(), type: z.string() });

export type ChartData = z.infer<typeof chartData>;
export type TaskItem = z.infer<typeof taskItem>;
export type DeviceEventRow = z.infer<typeof deviceEventRow>;
export type PublicSummary = z.infer<typeof publicSummary>;
