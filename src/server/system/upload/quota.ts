import { sql } from 'kysely';
import { HttpError } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';

/**
 * The per-user upload quota (ISPS_UPLOAD_QUOTA_MB), one for every upload route — images
 * (sys_file) and 文件管理 (sys_oss_file) alike. A user's bytes are a counter row in
 * sys_upload_quota, taken by a single conditional UPDATE before the bytes are stored: parallel
 * uploads, in one process or several, cannot all pass a check made before any of them counted.
 * What is taken is given back when storing fails and when the file is deleted.
 */
const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;

/** The first time a user is counted: what they already own (the files of before the counter). */
async function ensureRow(ctx: Ctx, userId: string): Promise<void> {
  const files = ctx.registry.get('sys_oss_file')
    ? sql`(select coalesce(sum(o.file_size), 0) from sys_oss_file o join sys_user u on u.username = o.create_by where u.id = ${userId})`
    : sql`0`;
  await sql`insert into sys_upload_quota (user_id, used)
    select ${userId}, (select coalesce(sum(size), 0) from sys_file where owner_id = ${userId}) + ${files}
    on conflict (user_id) do nothing`.execute(ctx.db);
}

/** Takes `bytes` of the user's quota, or refuses with a 413 naming the file and saying what is used. */
export async function reserveQuota(ctx: Ctx, userId: string, bytes: number): Promise<void> {
  const quota = ctx.config.uploadQuotaBytes;
  await ensureRow(ctx, userId);
  const taken = await sql`update sys_upload_quota set used = used + ${bytes}
    where user_id = ${userId} and used + ${bytes} <= ${quota} returning used`.execute(ctx.db);
  if (taken.rows.length) return;
  const row = await ctx.db.selectFrom('sys_upload_quota').select('used').where('user_id', '=', userId).executeTakeFirst();
  throw new HttpError(413, `上传空间不足：每个用户最多 ${mb(quota)} MB，已用 ${mb(Number(row?.used ?? 0))} MB`, { field: 'file' });
}

/** Gives `bytes` back (a failed upload, a deleted file); never below zero. */
export async function releaseQuota(ctx: Ctx, userId: string, bytes: number): Promise<void> {
  await sql`update sys_upload_quota set used = greatest(0, used - ${bytes}) where user_id = ${userId}`.execute(ctx.db);
}

/** The same for files that name their owner by username (sys_oss_file.create_by). */
export async function releaseQuotaOf(ctx: Ctx, username: string, bytes: number): Promise<void> {
  await sql`update sys_upload_quota q set used = greatest(0, q.used - ${bytes})
    from sys_user u where u.id = q.user_id and u.username = ${username}`.execute(ctx.db);
}

/** Runs `store` with `bytes` taken from the user's quota, given back when it fails. */
export async function withQuota<T>(ctx: Ctx, userId: string, bytes: number, store: () => Promise<T>): Promise<T> {
  await reserveQuota(ctx, userId, bytes);
  try {
    return await store();
  } catch (err) {
    await releaseQuota(ctx, userId, bytes).catch(() => undefined);
    throw err;
  }
}
