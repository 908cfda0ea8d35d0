import { MAX_TIMESTAMP } from '../comtrade/datWrite.js';
import { asciiUnit } from '../comtrade/deviceWindow.js';
import { comtradeFromSamples } from '../comtrade/fromSamples.js';
import { scalingFor, toRaw } from '../comtrade/scale.js';
import { LIMITS, type ComtradeRecord, type FileType } from '../comtrade/types.js';
import { badRequest } from '../http/errors.js';
import type { Ctx } from '../http/types.js';
import { MEAS } from '../realtime/devices/profiles.js';
import type { MeasType } from '../realtime/devices/types.js';
import type { DatasetRow } from './access.js';
import { blocksIn } from './blocks.js';
import { layout, loadMeta } from './comtradeIn.js';

/** One channel of a data set, whole, with its times. */
async function channel(ctx: Ctx, id: string, c: number): Promise<{ t: Float64Array; v: Float64Array }> {
  const t: Float64Array[] = [];
  const v: Float64Array[] = [];
  for await (const s of blocksIn(ctx.db, id, -Infinity, Infinity, c)) {
    t.push(s.t);
    v.push(s.v);
  }
  const join = (xs: Float64Array[]) => {
    const out = new Float64Array(xs.reduce((n, x) => n + x.length, 0));
    let o = 0;
    for (const x of xs) out.set(x, (o += x.length) - x.length);
    return out;
  };
  return { t: join(t), v: join(v) };
}

/**
 * A data set as a COMTRADE recording. A set imported from COMTRADE keeps its cfg: in its own data
 * file type it is written exactly as it came (same scaling, sample numbers and timestamps), in
 * another the values are scaled anew. Any other set is one channel: at its rate when its times are
 * evenly spaced, else with a timestamp per sample.
 */
export async function datasetComtrade(ctx: Ctx, d: DatasetRow & { device?: string | null; meas_type?: string | null }, ft: FileType): Promise<ComtradeRecord> {
  const rows = Number(d.row_count ?? 0);
  if (!rows) throw badRequest('数据集没有数据', 'id');
  if (rows > LIMITS.samples) throw badRequest(`数据集有 ${rows} 个数据点，COMTRADE 导出上限 ${LIMITS.samples}`, 'id');
  if (d.source === 'comtrade') {
    const meta = await loadMeta(ctx, d.id);
    const L = layout(meta);
    const analog = await Promise.all(meta.analogs.map((_, k) => channel(ctx, d.id, k)));
    const digital = await Promise.all(meta.digitals.map((_, k) => channel(ctx, d.id, L.na + k)));
    const n = (await channel(ctx, d.id, L.n)).v;
    let timestamp = (await channel(ctx, d.id, L.timestamp)).v;
    let timemult = meta.timemult;
    // another type may hold fewer timestamp digits: coarser units until the last one fits
    while (timestamp.some((x) => x > MAX_TIMESTAMP[ft])) {
      timemult *= 10;
      timestamp = timestamp.map((x) => Math.round(x / 10));
    }
    const same = ft === meta.ft;
    const analogs = meta.analogs.map((c, k) => (same ? c : { ...c, ...scalingFor(analog[k].v, ft) }));
    return {
      ...meta,
      ft,
      timemult,
      analogs,
      samples: {
        count: n.length,
        n,
        timestamp,
        analog: analog.map((a, k) => toRaw(a.v, analogs[k], ft)),
        digital: digital.map((x) => Uint8Array.from(x.v, (b) => (b ? 1 : 0))),
      },
    };
  }
  const { t, v } = await channel(ctx, d.id, 0);
  const step = (t[t.length - 1] - t[0]) / Math.max(1, t.length - 1);
  const even = t.length > 1 && step > 0 && t.every((x, i) => Math.abs(x - (t[0] + i * step)) < Math.max(1e-6, step * 1e-3));
  const meas = d.meas_type && d.meas_type in MEAS ? MEAS[d.meas_type as MeasType] : null;
  return comtradeFromSamples(
    {
      station: d.name,
      deviceId: d.device || 'ISPS',
      start: t[0],
      ...(even ? { sampleRate: Number((1 / step).toPrecision(9)) } : t.length === 1 ? { sampleRate: 1 } : { times: t }),
      channels: [{ name: d.meas_type || d.name, unit: meas ? asciiUnit(meas.unit) : '-', values: v }],
      header: `ISPS data set / 数据集: ${d.name} (${d.source})`,
    },
    ft,
  );
}
