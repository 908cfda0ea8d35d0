import { sql } from 'kysely';
import type { DB } from '../db/types.js';
import type { Series } from './types.js';

/** Points per stored block: 256 KB of float64 times and values, a few ms for PGlite to store or read. */
export const BLOCK_POINTS = 16_384;
const TABLE = 'isps_dataset_block';
/**
 * A data set of several channels (a COMTRADE recording) keeps channel c in blocks
 * [c · CHANNEL_BLOCKS, (c + 1) · CHANNEL_BLOCKS): the table stays one series per block, channel 0 is
 * what a single-series set has always been.
 */
export const CHANNEL_BLOCKS = 1 << 20;

const encode = (t: Float64Array, v: Float64Array) => {
  const buf = Buffer.alloc((t.length + v.length) * 8);
  buf.set(new Uint8Array(t.buffer, t.byteOffset, t.byteLength), 0);
  buf.set(new Uint8Array(v.buffer, v.byteOffset, v.byteLength), t.byteLength);
  return buf;
};

const decode = (b: Buffer, points: number): Series => {
  const copy = new Uint8Array(b); // aligned for Float64Array
  return { t: new Float64Array(copy.buffer, 0, points), v: new Float64Array(copy.buffer, points * 8, points) };
};

/** Appends points to a data set block by block; `close` flushes the rest and returns the count. */
export class BlockWriter {
  private t = new Float64Array(BLOCK_POINTS);
  private v = new Float64Array(BLOCK_POINTS);
  private n = 0;
  private block = 0;
  total = 0;
  constructor(
    private readonly db: DB,
    private readonly datasetId: string,
    channel = 0,
  ) {
    this.block = channel * CHANNEL_BLOCKS;
  }

  async push(t: number, v: number) {
    this.t[this.n] = t;
    this.v[this.n] = v;
    this.n++;
    this.total++;
    if (this.n === BLOCK_POINTS) await this.flush();
  }

  private async flush() {
    if (!this.n) return;
    const t = this.t.subarray(0, this.n);
    const data = sql`decode(${encode(t, this.v.subarray(0, this.n)).toString('base64')}, 'base64')`;
    await this.db
      .insertInto(TABLE)
      .values({ dataset_id: this.datasetId, block: this.block++, t_first: t[0], t_last: t[this.n - 1], points: this.n, data })
      .execute();
    this.n = 0;
  }

  async close(): Promise<number> {
    await this.flush();
    return this.total;
  }
}

/** Points [offset, offset + count) of a data set (a browse page): one or two blocks. */
export async function readRange(db: DB, datasetId: string, offset: number, count: number, channel = 0): Promise<Series> {
  const base0 = channel * CHANNEL_BLOCKS;
  const first = base0 + Math.floor(offset / BLOCK_POINTS);
  const last = base0 + Math.floor((offset + count - 1) / BLOCK_POINTS);
  const rows = await db
    .selectFrom(TABLE)
    .select(['block', 'points', sql<string>`encode(data, 'base64')`.as('data')])
    .where('dataset_id', '=', datasetId)
    .where('block', '>=', first)
    .where('block', '<=', last)
    .orderBy('block')
    .execute();
  const t: number[] = [];
  const v: number[] = [];
  for (const r of rows) {
    const s = decode(Buffer.from(r.data, 'base64'), r.points);
    const base = (r.block - base0) * BLOCK_POINTS;
    for (let i = Math.max(0, offset - base); i < r.points && base + i < offset + count; i++) {
      t.push(s.t[i]);
      v.push(s.v[i]);
    }
  }
  return { t: Float64Array.from(t), v: Float64Array.from(v) };
}

/** Every block overlapping [from, to], one at a time (a curve of a million points never sits in memory whole as objects). */
export async function* blocksIn(db: DB, datasetId: string, from: number, to: number, channel = 0): AsyncGenerator<Series> {
  const ids = await db
    .selectFrom(TABLE)
    .select('block')
    .where('dataset_id', '=', datasetId)
    .where('block', '>=', channel * CHANNEL_BLOCKS)
    .where('block', '<', (channel + 1) * CHANNEL_BLOCKS)
    .where('t_last', '>=', from)
    .where('t_first', '<=', to)
    .orderBy('block')
    .execute();
  for (const { block } of ids) {
    const r = await db
      .selectFrom(TABLE)
      .select(['points', sql<string>`encode(data, 'base64')`.as('data')])
      .where('dataset_id', '=', datasetId)
      .where('block', '=', block)
      .executeTakeFirstOrThrow();
    yield decode(Buffer.from(r.data, 'base64'), r.points);
  }
}

export const removeBlocks = (db: DB, ids: string[]) => db.deleteFrom(TABLE).where('dataset_id', 'in', ids).execute();
