import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ok } from '#shared/contract/envelope.js';
import type { Ctx } from '../http/types.js';
import { nowText } from '../crud/records.js';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { logInfo, visitDay } from '#shared/contract/dashboard.js';

// 'today' as the server writes create_time (local time), not the database session's time zone
const dayText = () => nowText().slice(0, 10);

const tags = ['Logs'];

/** Login statistics for the dashboard (log_type 1 = login). */
export async function logRoutes(app: FastifyInstance, ctx: Ctx) {
  app.get('/sys/loginfo', { schema: { tags, summary: 'Visit counts: total, today, distinct IPs today', response: answerOf(logInfo) } }, async () => {
    await ctx.logs.flush();
    const day = dayText();
    const r = await sql<{ total: number; today: number; ips: number }>`
      select count(*)::int as total,
             count(*) filter (where create_time >= ${day}::date)::int as today,
             count(distinct ip) filter (where create_time >= ${day}::date)::int as ips
      from sys_log where log_type = 1`.execute(ctx.db);
    const { total, today, ips } = r.rows[0];
    return ok({ totalVisitCount: total, todayVisitCount: today, todayIp: ips }, '登录成功');
  });

  app.get('/sys/visitInfo', { schema: { tags, summary: 'Logins per day over the last 7 days', response: answerOf(z.array(visitDay)) } }, async () => {
    await ctx.logs.flush();
    const day = dayText();
    const r = await sql<{ tian: string; visit: number; ip: number }>`
      select to_char(d, 'YYYY-MM-DD') as tian,
             (select count(*)::int from sys_log where log_type = 1 and create_time >= d and create_time < d + interval '1 day') as visit,
             (select count(distinct ip)::int from sys_log where log_type = 1 and create_time >= d and create_time < d + interval '1 day') as ip
      from generate_series(${day}::date - 6, ${day}::date, interval '1 day') as d order by d`.execute(ctx.db);
    return ok(r.rows.map((x) => ({ ...x, type: x.tian.slice(5) })));
  });
}
