import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { chartData as chartAnswer, deviceEventRow, publicSummary, shortcutsBody, taskItem, type PublicSummary } from '#shared/contract/dashboard.js';
import { ok } from '#shared/contract/envelope.js';
import type { Ctx } from '../http/types.js';
import { realtimeOf } from '../realtime/plane.js';
import { chartData } from './chart.js';
import { latestEvents } from './events.js';
import { readPref, writePref } from '../system/account/prefs.js';
import { offlineDevices, tasksOf } from './tasks.js';
import { jeecgMockRoutes } from './jeecgMock.js';

const tags = ['Dashboard'];
const SHORTCUTS = 'workplace.shortcuts';
const limitQuery = z.object({
  limit: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: 'limit 必须是 1–50 的整数' }).int('limit 必须是整数').min(1, 'limit 不能小于 1').max(50, 'limit 不能大于 50').default(10),
  ),
});

/** The console dashboards' data (chart, task, monitor wall, workplace) and the anonymous analysis figures. */
export async function dashboardRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  await jeecgMockRoutes(base, ctx);
  app.get(
    '/isps/dashboard/chart',
    {
      schema: {
        tags,
        summary: 'Devices per type / province / status, device events and logins per day (30 days), newest THD of SMD-L/W',
        response: answerOf(chartAnswer),
      },
    },
    async () => ok(await chartData(ctx, realtimeOf(ctx))),
  );

  app.get(
    '/isps/dashboard/tasks',
    {
      schema: {
        tags,
        summary: 'What waits for the caller: accounts awaiting approval (user editors only), unread messages, failed job runs, offline devices',
        response: answerOf(z.array(taskItem)),
      },
    },
    async (req) => ok(await tasksOf(ctx, req.user!, realtimeOf(ctx))),
  );

  app.get(
    '/isps/dashboard/events',
    {
      schema: {
        tags,
        summary: 'The newest device events (grouped messages), newest first',
        querystring: limitQuery,
        response: answerOf(z.array(deviceEventRow)),
      },
    },
    async (req) => ok(await latestEvents(ctx, req.query.limit)),
  );

  app.get(
    '/isps/dashboard/offline',
    { schema: { tags, summary: 'Equipment ids of running devices with no frequency sample for a minute', response: answerOf(z.array(z.string())) } },
    async () => ok(offlineDevices(realtimeOf(ctx))),
  );

  app.get(
    '/isps/dashboard/shortcuts',
    { schema: { tags, summary: "The caller's pinned workplace shortcuts (menu paths)", response: answerOf(z.array(z.string())) } },
    async (req) => ok(await readPref<string[]>(ctx.db, req.user!.id, SHORTCUTS, [])),
  );

  app.put(
    '/isps/dashboard/shortcuts',
    {
      config: { self: true },
      schema: { tags, summary: "Saves the caller's workplace shortcuts (at most 12 menu paths)", body: shortcutsBody, response: answerOf(z.array(z.string())) },
    },
    async (req) => {
      const paths = [...new Set(req.body.paths)];
      await writePref(ctx.db, req.user!.id, SHORTCUTS, paths);
      return ok(paths, '保存成功！');
    },
  );

  // public: the anonymous analysis page; in-memory directory only, so bounded work per request
  app.get(
    '/api/portal/summary',
    { config: { public: true }, schema: { tags, summary: 'Device figures for the anonymous analysis page', response: answerOf(publicSummary) } },
    async () => {
      const entries = realtimeOf(ctx)?.directory.entries ?? [];
      const summary: PublicSummary = {
        devices: entries.length,
        running: entries.filter((e) => e.device.status === 1).length,
        points: entries.reduce((n, e) => n + Object.keys(e.points).length, 0),
        provinces: new Set(entries.map((e) => e.device.province).filter(Boolean)).size,
      };
      return ok(summary);
    },
  );
}
