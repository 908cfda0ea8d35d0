import fs from 'node:fs';
import { sql } from 'kysely';
import { newId } from '#shared/ids.js';
import type { AuthUser, Ctx } from '../../http/types.js';
import { withQuota } from './quota.js';
import type { ReceivedFile, StoredFile } from './types.js';

/** Bytes per sys_file_chunk row: PGlite runs one statement at a time, and a row this size takes it a few ms to store or read. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Stores a received file for its uploader: its size is taken from the user's quota first (quota.ts,
 * given back if storing fails), then the chunks and the row that makes it visible, in one transaction.
 * Chunks go in as base64 text: PGlite decodes that several times faster than a bytea parameter.
 */
export async function storeFile(ctx: Ctx, user: AuthUser, f: ReceivedFile): Promise<string> {
  const id = newId();
  await withQuota(ctx, user.id, f.size, () =>
    ctx.db.transaction().execute(async (trx) => {
      let seq = 0;
      for await (const chunk of fs.createReadStream(f.path, { highWaterMark: CHUNK_BYTES })) {
        const data = sql`decode(${(chunk as Buffer).toString('base64')}, 'base64')`;
        await trx.insertInto('sys_file_chunk').values({ file_id: id, seq: seq++, data }).execute();
      }
      await trx.insertInto('sys_file').values({ id, name: f.name, mime: f.mime, size: f.size, owner_id: user.id, create_by: user.username }).execute();
    }),
  );
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
