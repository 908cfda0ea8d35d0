import type { Ctx } from '../../http/types.js';
import { scoped, selectReadable } from '../../crud/records.js';

export type Row = Record<string, unknown>;

/** A user as the API shows it: readable fields in camelCase, never the password. */
export async function userInfo(ctx: Ctx, where: { id?: string; username?: string }): Promise<Row | undefined> {
  const e = ctx.registry.must('sys_user');
  let q = selectReadable(scoped(ctx, e, '0'), e);
  if (where.id) q = q.where('sys_user.id', '=', where.id);
  if (where.username) q = q.where('sys_user.username', '=', where.username);
  return q.executeTakeFirst();
}

/** Departments the user belongs to, readable fields in camelCase. */
export async function userDeparts(ctx: Ctx, userId: string): Promise<Row[]> {
  const e = ctx.registry.must('sys_depart');
  return selectReadable(scoped(ctx, e, '0'), e)
    .innerJoin('sys_user_depart as ud', 'ud.dep_id', 'sys_depart.id')
    .where('ud.user_id', '=', userId)
    .orderBy('sys_depart.org_code')
    .execute();
}
