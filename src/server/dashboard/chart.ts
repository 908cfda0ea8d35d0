import { sql } from 'kysely';
import { nowText } from '../crud/records.js';
import type { Ctx } from '../http/types.js';
import type { RealtimePlane } from '../realtime/plane.js';
import { latestReadings } from './live.js';
import type { ChartData } from '#shared/contract/dashboard.js';

type Count = ChartData['byType'][number];

const DAYS = 30;
// 'today' as the server writes its timestamps (local time), not the database session's time zone
const today = () => nowText().slice(0, 10);

const countBy = <T>(items: T[], key: (t: T) => string): Count[] => {
  const m = new Map<string, number>();
  for (const i of items) m.set(key(i), (m.get(key(i)) ?? 0) + 1);
  return [...m].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
};

/** Device events opened per day and kind over the last 30 days (days without any are zero). */
async function eventsPerDay(ctx: Ctx) {
  const r = await sql<{ day: string; kind: string; count: number }>`
    select to_char(d, 'YYYY-MM-DD') as day, k.kind, count(e.annt_id)::int as count
    from generate_series(${today()}::date - ${DAYS - 1}::int, ${today()}::date, interval '1 day') as d
    cross join (values ('freq_excursion'), ('voltage_sag')) as k(kind)
    left join sys_device_event e on e.kind = k.kind and e.first_time >= d and e.first_time < d + interval '1 day'
    group by d, k.kind order by d, k.kind`.execute(ctx.db);
  return r.rows;
}

/** Logins per day over the last 30 days (log_type 1). */
async function loginsPerDay(ctx: Ctx) {
  await ctx.logs.flush();
  const r = await sql<{ day: string; count: number }>`
    select to_char(d, 'YYYY-MM-DD') as day, count(l.id)::int as count
    from generate_series(${today()}::date - ${DAYS - 1}::int, ${today()}::date, interval '1 day') as d
    left join sys_log l on l.log_type = 1 and l.create_time >= d and l.create_time < d + interval '1 day'
    group by d order by d`.execute(ctx.db);
  return r.rows;
}

/** Everything the chart dashboard draws, from the device directory, the rings and the logs. */
export async function chartData(ctx: Ctx, plane: RealtimePlane | undefined): Promise<ChartData> {
  const devices = plane?.directory.entries.map((e) => e.device) ?? [];
  const thd = plane ? latestReadings(plane, 'THD').filter((r) => r.entry.device.equipType === 'SMD-L' || r.entry.device.equipType === 'SMD-W') : [];
  return {
    byType: countBy(devices, (d) => d.equipType),
    byProvince: countBy(devices, (d) => d.province || '-'),
    byStatus: countBy(devices, (d) => String(d.status)),
    eventsPerDay: await eventsPerDay(ctx),
    thd: thd.filter((r) => r.value !== null).map((r) => ({ equipId: r.entry.device.equipId, equipType: r.entry.device.equipType, value: r.value as number })),
    loginsPerDay: await loginsPerDay(ctx),
  };
}
