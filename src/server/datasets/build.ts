import fs from 'node:fs';
import readline from 'node:readline';
import { Readable } from 'node:stream';
import { nowText } from '../crud/records.js';
import type { Ctx } from '../http/types.js';
import { realtimeOf } from '../realtime/plane.js';
import { readWindow } from '../realtime/wrdb/window.js';
import type { TaskHandle } from '../jobs/tasks/types.js';
import type { SheetRows } from '../crud/xlsx/types.js';
import { BLOCK_POINTS, BlockWriter } from './blocks.js';
import { pointOf, fieldsOf } from './parse.js';
import { detectEncoding } from './text.js';

const TABLE = 'isps_dataset';
/** Bytes one stored point takes (time and value, float64 each). */
const POINT_BYTES = 16;
const FROM_RING = '来自实时库原始数据';

/** Flushes the last block and marks the set done, with its size, time span and (export) where its values came from. */
export async function finish(ctx: Ctx, id: string, w: BlockWriter, first: number, last: number, message?: string) {
  const rows = await w.close();
  await ctx.db
    .updateTable(TABLE)
    .set({
      status: 'done',
      row_count: rows,
      size_bytes: rows * POINT_BYTES,
      begin_time: rows ? nowText(new Date(first * 1000)) : null,
      end_time: rows ? nowText(new Date(last * 1000)) : null,
      ...(message ? { message } : {}),
      update_time: nowText(),
    })
    .where('id', '=', id)
    .execute();
  return rows;
}

/** Copies a window of a device's live record (the wrdb ring, read as /api/wrdb/queryWrdbData reads it, every row) into the data set. */
export async function exportWindow(ctx: Ctx, task: TaskHandle, id: string, recordId: number, begin: number, end: number): Promise<string> {
  const ring = realtimeOf(ctx)?.wrdb.get(recordId);
  if (!ring) throw new Error('该装置的实时记录不存在');
  const slice = readWindow(ring, begin, end);
  const w = new BlockWriter(ctx.db, id);
  if (!slice) {
    await finish(ctx, id, w, 0, 0, FROM_RING);
    return '所选时间段在实时库中没有数据';
  }
  for (let i = 0; i < slice.rows; i++) {
    await w.push((slice.start + i) / ring.rate, slice.values[i]);
    if (i % BLOCK_POINTS === 0) await task.progress((i / slice.rows) * 100);
  }
  const rows = await finish(ctx, id, w, slice.start / ring.rate, (slice.start + slice.rows - 1) / ring.rate, FROM_RING);
  return `已从实时库导出 ${rows} 个数据点（原始数据）`;
}

/** Reads time,value lines of an uploaded CSV or text file (its encoding detected) into the data set. */
export async function importText(ctx: Ctx, task: TaskHandle, id: string, path: string, size: number): Promise<string> {
  const fh = await fs.promises.open(path, 'r');
  const head = Buffer.alloc(4096);
  const { bytesRead } = await fh.read(head, 0, 4096, 0);
  await fh.close();
  const encoding = detectEncoding(head.subarray(0, bytesRead));
  const w = new BlockWriter(ctx.db, id);
  let first = NaN,
    last = NaN,
    read = 0,
    skipped = 0,
    n = 0;
  const source = fs.createReadStream(path);
  source.on('data', (c) => {
    read += c.length;
  });
  const decoded = Readable.from(
    (async function* () {
      const dec = new TextDecoder(encoding);
      for await (const chunk of source) yield dec.decode(chunk as Buffer, { stream: true });
    })(),
  );
  for await (const line of readline.createInterface({ input: decoded, crlfDelay: Infinity })) {
    if (!line.trim()) continue;
    const [time, value] = fieldsOf(line);
    const p = pointOf(time, value);
    if (!p) {
      skipped++;
      continue;
    }
    if (first !== first) first = p[0];
    last = p[0];
    await w.push(p[0], p[1]);
    if (++n % BLOCK_POINTS === 0) await task.progress((read / size) * 100);
  }
  const rows = await finish(ctx, id, w, first, last);
  await ctx.db
    .updateTable(TABLE)
    .set({ message: `编码 ${encoding}` })
    .where('id', '=', id)
    .execute();
  return `已导入 ${rows} 个数据点${skipped ? `，跳过 ${skipped} 行` : ''}（编码 ${encoding}）`;
}

/** Reads every sheet's rows (column A time, B value; header and title rows are not points and are skipped), in workbook order, into the data set. */
export async function importExcel(ctx: Ctx, task: TaskHandle, id: string, book: SheetRows): Promise<string> {
  const w = new BlockWriter(ctx.db, id);
  const sheets = book.sheets ?? [{ name: 'Sheet1', ...book }];
  const total = sheets.reduce((n, s) => n + s.rows.length + 1, 0);
  const perSheet: string[] = [];
  let first = Infinity,
    last = -Infinity,
    skipped = 0,
    i = 0;
  for (const s of sheets) {
    let n = 0;
    for (const r of [{ number: 1, cells: s.header }, ...s.rows]) {
      const p = pointOf(r.cells[1], r.cells[2]);
      if (i++ % BLOCK_POINTS === 0) await task.progress((i / total) * 100);
      if (!p) {
        if (r.cells.some((c) => c !== null && c !== undefined && c !== '')) skipped++;
        continue;
      }
      first = Math.min(first, p[0]); // sheets need not follow each other in time
      last = Math.max(last, p[0]);
      await w.push(p[0], p[1]);
      n++;
    }
    perSheet.push(`${s.name} ${n}`);
  }
  const rows = await finish(ctx, id, w, first, last);
  return `已导入 ${sheets.length} 个工作表的 ${rows} 个数据点（${perSheet.join('，')}）${skipped ? `，跳过 ${skipped} 行` : ''}`;
}
