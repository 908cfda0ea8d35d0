import { exportLevel, LEVEL_TEXT } from '../datasets/historyExport.js';
import { badRequest } from '../http/errors.js';
import type { Ctx } from '../http/types.js';
import { MEAS } from '../realtime/devices/profiles.js';
import type { DeviceEntry, MeasType, Point } from '../realtime/devices/types.js';
import { LEVEL_STEP, levelRows } from '../realtime/history/rows.js';
import type { HistoryLevel } from '../realtime/history/types.js';
import { realtimeOf } from '../realtime/plane.js';
import { readWindow } from '../realtime/wrdb/window.js';
import type { ChannelInput, SamplesInput } from './types.js';
import { LIMITS } from './types.js';

/** Units as ASCII text (the cfg is ASCII): degrees spelled out, harmonic percentages plain. */
export const asciiUnit = (u: string) => (({ '°': 'deg', '%Udin': '%' }) as Record<string, string>)[u] ?? u;
const unitOf = (m: MeasType) => asciiUnit(MEAS[m].unit);
const VOLTAGE = new Set<MeasType>(['UAA', 'WAV', 'UPM']);

/**
 * A channel's cfg fields: voltages (kV, primary values) carry the device's VT ratio as rated
 * voltage : 100 V; everything else (Hz, Hz/s, %, deg, A) needs no ratio (1 : 1).
 */
export function channelOf(entry: DeviceEntry, p: Pick<Point, 'measType' | 'channelName'>, values: Float64Array): ChannelInput {
  const volt = VOLTAGE.has(p.measType);
  return {
    name: p.channelName ? `${p.measType} ${p.channelName}` : p.measType,
    unit: unitOf(p.measType),
    ccbm: entry.device.equipId,
    values,
    primary: volt ? entry.device.ratedKv * 1000 : 1,
    secondary: volt ? 100 : 1,
    ps: 'P',
  };
}

/** The points asked for (default: the report-rate points fq, RF, UAA; the waveform alone on an SMD-W when asked). */
export function pointsOf(entry: DeviceEntry, names: string[]): Point[] {
  const all = [...Object.values(entry.points), ...(entry.channels ?? [])].filter((p): p is Point => !!p);
  const want = names.length ? names : ['fq', 'RF', 'UAA'];
  return want.map((n) => {
    const p = all.find(
      (q) => q.measType === n || q.pointId === n || (q.channelName && (`${q.measType} ${q.channelName}` === n || `${q.measType}.${q.channelName}` === n)),
    );
    if (!p) throw badRequest(`装置 ${entry.device.equipId} 没有量测 ${n}`, 'points');
    if (MEAS[p.measType].width !== 1) throw badRequest(`${n} 是谐波频谱（每行多个值），不能导出为 COMTRADE 通道`, 'points');
    return p;
  });
}

/**
 * Every sample of the points in [from, to] at full resolution: the ring's rows when it still holds
 * the range (the points must share a rate), else the finest history level that keeps the range
 * (one row per 1 s / 1 min / 10 min). Rows one point lacks are missing values.
 */
export async function deviceWindow(
  ctx: Ctx,
  entry: DeviceEntry,
  points: Point[],
  from: number,
  to: number,
): Promise<{ input: SamplesInput; level: HistoryLevel }> {
  const plane = realtimeOf(ctx)!;
  const levels = points.map((p) => exportLevel(ctx, p.recordId, p.measType, from, to));
  const order: HistoryLevel[] = ['ring', '1s', '1m', '10m'];
  const level = levels.reduce((a, b) => (order.indexOf(b) > order.indexOf(a) ? b : a));
  let rate: number, first: number, count: number;
  const columns: Float64Array[] = [];
  if (level === 'ring') {
    const rings = points.map((p) => plane.wrdb.get(p.recordId)!);
    rate = rings[0].rate;
    if (rings.some((r) => r.rate !== rate))
      throw badRequest('所选量测的采样率不同（如 fq 每秒 50 行、WAV 每秒 5120 行），不能放进同一个 COMTRADE 文件', 'points');
    const slices = rings.map((r) => readWindow(r, from, to));
    const starts = slices.flatMap((s) => (s ? [s.start] : []));
    if (!starts.length) throw badRequest('所选时间段在实时库中没有数据', 'begin');
    first = Math.min(...starts);
    count = Math.max(...slices.map((s) => (s ? s.start + s.rows : 0))) - first;
    guard(count, points.length);
    for (const s of slices) {
      const col = new Float64Array(count).fill(NaN);
      if (s) for (let i = 0; i < s.rows; i++) col[s.start - first + i] = s.values[i];
      columns.push(col);
    }
    first /= rate;
  } else {
    const step = LEVEL_STEP[level];
    rate = 1 / step;
    first = Math.ceil(from / step) * step;
    count = Math.floor((to - first) / step) + 1;
    guard(count, points.length);
    for (const p of points) {
      const col = new Float64Array(count).fill(NaN);
      for await (const page of levelRows(ctx.db, level, p.recordId, from, to))
        for (let i = 0; i < page.t.length; i++) {
          const k = Math.round((page.t[i] - first) / step);
          if (k >= 0 && k < count) col[k] = page.v[i];
        }
      columns.push(col);
    }
  }
  const d = entry.device;
  const header = [
    `ISPS COMTRADE export / 导出`,
    `device / 装置: ${d.equipId} ${d.nameZh} ${d.nameEn}`.trim(),
    `type / 类型: ${d.equipType}, rated / 额定电压 ${d.ratedKv} kV`,
    `points / 量测: ${points.map((p) => p.measType).join(', ')}`,
    `source / 来源: ${LEVEL_TEXT[level]} (${level})`,
    `window / 时段 (UTC): ${new Date(from * 1000).toISOString()} — ${new Date(to * 1000).toISOString()}`,
  ].join('\r\n');
  return {
    level,
    input: {
      station: d.nameEn || d.equipId,
      deviceId: d.equipId,
      start: first,
      sampleRate: rate,
      lineFrequency: 50,
      channels: points.map((p, i) => channelOf(entry, p, columns[i])),
      header,
    },
  };
}

function guard(count: number, channels: number) {
  if (count > LIMITS.samples || count * channels > LIMITS.values)
    throw badRequest(`所选时间段有 ${count} 个采样 × ${channels} 个通道，超过上限（每通道 ${LIMITS.samples}、共 ${LIMITS.values} 个值），请缩短时间段`, 'end');
}
