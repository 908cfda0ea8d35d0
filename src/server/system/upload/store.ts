import fs from 'node:fs';
import { sql } from 'kysely';
import { newId } from '#shared/ids.js';
import { HttpError } from '../../http/errors.js';
import type { AuthUser, Ctx } from '../../http/types.js';
import type { ReceivedFile, StoredFile } from './types.js';

/** Bytes per sys_file_chunk row: PGlite runs one statement at a time, and a row this size takes it a few ms to store or read. */
export const CHUNK_BYTES = 256 * 1024;

const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;

/**
 * Stores a received file for its uploader in one transaction: the quota check under a per-user lock
 * (two parallel uploads cannot both slip under it), the chunks, then the row that makes it visible.
 * Chunks go in as base64 text: PGlite decodes that several times faster than a bytea parameter.
 */
export async function storeFile(ctx: Ctx, user: AuthUser, f: ReceivedFile): Promise<string> {
  const id = newId();
  const quota = ctx.config.uploadQuotaBytes;
  await ctx.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`sys_file:${user.id}`}))`.execute(trx);
    const { used } = await trx
      .selectFrom('sys_file')
      .select(sql<string>`coalesce(sum(size), 0)`.as('used'))
      .where('owner_id', '=', user.id)
      .executeTakeFirstOrThrow();
    if (Number(used) + f.size > quota) {
      throw new HttpError(413, `上传空间不足：每个用户最多 ${mb(quota)} MB，已用 ${mb(Number(used))} MB`, { field: 'file' });
    }
    let seq = 0;
    for await (const chunk of fs.createReadStream(f.path, { highWaterMark: CHUNK_BYTES })) {
      const data = sql`decode(${(chunk as Buffer).toString('base64')}, 'base64')`;
      await trx.insertInto('sys_file_chunk').values({ file_id: id, seq: seq++, data }).execute();
    }
    await trx.insertInto('sys_file').values({ id, name: f.name, mime: f.mime, size: f.size, owner_id: user.id, create_by: user.username }).execute();
  });
  return id;
}

export async function fileInfo(ctx: Ctx, id: string): Promise<StoredFile | undefined> {
  return ctx.db.selectFrom('sys_file').select(['name', 'mime', 'size']).where('id', '=', id).executeTakeFirst();
}

/** A stored file's bytes, one chunk per query: a large file neither blocks the event loop nor sits in memory whole. */
export async function* fileChunks(ctx: Ctx, id: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const row = await ctx.db
      .selectFrom('sys_file_chunk')
      .select(sql<string>`encode(data, 'base64')`.as('data'))
      .where('file_id', '=', id)
      .where('seq', '=', seq)
      .executeTakeFirst();
    if (!row) return;
    yield Buffer.from(row.data, 'base64');
  }
}
