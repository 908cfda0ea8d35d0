import { badRequest } from '../http/errors.js';
import type { Ctx } from '../http/types.js';
import { MEAS } from '../realtime/devices/profiles.js';
import type { MeasType } from '../realtime/devices/types.js';
import { DAY } from '../realtime/history/partitions.js';
import { chooseLevel } from '../realtime/history/query.js';
import { LEVEL_STEP, levelRows, type TableLevel } from '../realtime/history/rows.js';
import type { HistoryLevel } from '../realtime/history/types.js';
import { realtimeOf } from '../realtime/plane.js';
import type { TaskHandle } from '../jobs/tasks/types.js';
import { BlockWriter } from './blocks.js';
import { finish } from './build.js';

/** Points a data set exported from history holds at most: the finest level that stays under it is read. */
export const MAX_EXPORT_POINTS = 1_000_000;

/** How each source is named in the answer, the task result and the set's note. */
export const LEVEL_TEXT: Record<HistoryLevel, string> = {
  ring: '实时库原始数据',
  '1s': '1 秒统计表（每秒平均值）',
  '1m': '1 分钟统计表（每分钟平均值）',
  '10m': '10 分钟统计表（IEC 61000-4-30 方均根值）',
};

/**
 * Where an export of [begin, end] reads: the ring when it still holds the whole range, else the
 * finest history level that keeps the set under MAX_EXPORT_POINTS and still keeps `begin` (its
 * retention), else the coarsest level under the bound. Refusals name the field (nothing is written).
 */
export function exportLevel(ctx: Ctx, recordId: number, measType: MeasType, begin: number, end: number, now = Date.now() / 1000): HistoryLevel {
  const plane = realtimeOf(ctx);
  const ring = plane?.wrdb.get(recordId);
  if (chooseLevel(begin, end, ring) === 'ring') return 'ring';
  if (MEAS[measType].rate === 'sample') throw badRequest('begin（开始时间）早于实时库：采样波形不保存历史，只能导出实时库仍保存的最近时段', 'begin');
  const history = plane?.opts.history;
  if (!history?.enabled) throw badRequest('begin（开始时间）早于实时库，而测量历史未启用（ISPS_HISTORY=off）：只能导出实时库仍保存的最近时段', 'begin');
  const days: Record<TableLevel, number> = { '1s': history.secondDays, '1m': history.minuteDays, '10m': history.tenMinuteDays };
  const bounded = (Object.keys(LEVEL_STEP) as TableLevel[]).filter((l) => (end - begin) / LEVEL_STEP[l] + 1 <= MAX_EXPORT_POINTS);
  if (!bounded.length) throw badRequest(`begin 到 end 的时间段过长：按 10 分钟统计也超过 ${MAX_EXPORT_POINTS} 个数据点`, 'end');
  // partitions are dropped by whole days: a level keeps the days from this one on
  const kept = (l: TableLevel) => (Math.floor(now / DAY) - days[l]) * DAY <= begin;
  return bounded.find(kept) ?? bounded[bounded.length - 1];
}

/** Copies one history level's rows of [begin, end] (a value per row) into the data set. */
export async function exportHistory(ctx: Ctx, task: TaskHandle, id: string, recordId: number, level: TableLevel, begin: number, end: number): Promise<string> {
  const w = new BlockWriter(ctx.db, id);
  let first = NaN,
    last = NaN;
  for await (const page of levelRows(ctx.db, level, recordId, begin, end)) {
    if (first !== first) first = page.t[0];
    for (let i = 0; i < page.t.length; i++) await w.push(page.t[i], page.v[i]);
    last = page.t[page.t.length - 1];
    await task.progress(Math.min(99, ((last - begin) / Math.max(1, end - begin)) * 100)); // a page: 20,000 rows
  }
  const rows = await finish(ctx, id, w, first, last, `来自${LEVEL_TEXT[level]}`);
  return rows ? `已从${LEVEL_TEXT[level]}导出 ${rows} 个数据点` : `所选时间段在${LEVEL_TEXT[level]}中没有数据`;
}
