import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { newId } from '#shared/ids.js';
import { sampleTimes } from '../comtrade/parse.js';
import type { ComtradeRecord } from '../comtrade/types.js';
import { notFound } from '../http/errors.js';
import type { Ctx } from '../http/types.js';
import type { TaskHandle } from '../jobs/tasks/types.js';
import { BlockWriter } from './blocks.js';
import { finish } from './build.js';

/** The recording without its samples: what a COMTRADE data set keeps beside its blocks (the cfg, hdr and inf). */
export type ComtradeMeta = Omit<ComtradeRecord, 'samples'>;

export const metaKey = (id: string) => `dataset-${id}-comtrade`;

/** Stores bytes under a key of the file store (it takes files: through a temporary one). */
export async function putBytes(ctx: Ctx, key: string, bytes: Buffer, mime: string) {
  const tmp = path.join(os.tmpdir(), `isps-comtrade-${newId()}`);
  await fs.writeFile(tmp, bytes, { mode: 0o600 });
  try {
    await ctx.files.put(key, tmp, bytes.length, mime);
  } finally {
    await fs.rm(tmp, { force: true });
  }
}

export async function loadMeta(ctx: Ctx, id: string): Promise<ComtradeMeta> {
  const s = await ctx.files.get(metaKey(id));
  if (!s) throw notFound('数据集的 COMTRADE 配置已不存在');
  const parts: Buffer[] = [];
  for await (const c of s) parts.push(c as Buffer);
  return JSON.parse(Buffer.concat(parts).toString('utf8')) as ComtradeMeta;
}

/**
 * Channel layout of a COMTRADE data set: analog channels first (values a · raw + b, what the curve
 * shows), then status channels (0/1), then the file's sample numbers and raw timestamps — kept so
 * that exporting the set again writes the same file.
 */
export const layout = (m: Pick<ComtradeMeta, 'analogs' | 'digitals'>) => {
  const na = m.analogs.length;
  const nd = m.digitals.length;
  return { na, nd, n: na + nd, timestamp: na + nd + 1 };
};

/** Writes every channel of the recording into the data set, all on the sample times the cfg gives. */
export async function importComtrade(ctx: Ctx, task: TaskHandle, id: string, rec: ComtradeRecord): Promise<string> {
  const { samples, ...meta } = rec;
  await putBytes(ctx, metaKey(id), Buffer.from(JSON.stringify(meta)), 'application/json');
  const t = sampleTimes(rec);
  const L = layout(rec);
  const columns: ArrayLike<number>[] = [
    ...rec.analogs.map((c, k) => samples.analog[k].map((x) => c.a * x + c.b)),
    ...samples.digital,
    samples.n,
    samples.timestamp,
  ];
  for (let c = columns.length - 1; c >= 1; c--) {
    const w = new BlockWriter(ctx.db, id, c);
    for (let i = 0; i < samples.count; i++) await w.push(t[i], columns[c][i]);
    await w.close();
    await task.progress(((columns.length - c) / columns.length) * 100);
  }
  // channel 0 last: its writer marks the set done
  const w = new BlockWriter(ctx.db, id, 0);
  for (let i = 0; i < samples.count; i++) await w.push(t[i], columns[0][i]);
  const rows = await finish(ctx, id, w, t[0], t[samples.count - 1], `COMTRADE ${rec.revYear} ${rec.ft}：${L.na} 个模拟通道、${L.nd} 个状态通道`);
  return `已导入 COMTRADE：${L.na} 个模拟通道、${L.nd} 个状态通道，每通道 ${rows} 个采样`;
}
