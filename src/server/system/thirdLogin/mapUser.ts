import { scoped, selectReadable } from '../../crud/records.js';
import { HttpError } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';

/**
 * The existing ISPS account a provider's user signs in as: by username, else by e-mail. Nobody is
 * created: an ISPS account carries roles and departments an administrator grants, and a provider
 * account alone must not open the console (the refusal names the account to link).
 */
export async function mapUser(ctx: Ctx, who: { username?: string; email?: string }, source: string): Promise<Record<string, unknown>> {
  const e = ctx.registry.must('sys_user');
  const find = (column: 'username' | 'email', value: string) =>
    selectReadable(scoped(ctx, e, '0'), e)
      .where(`sys_user.${column}`, '=', value)
      .limit(2)
      .execute();
  let rows = who.username ? await find('username', who.username) : [];
  if (!rows.length && who.email) rows = await find('email', who.email);
  const name = who.username || who.email || '(无用户名)';
  if (rows.length !== 1) throw new HttpError(403, `${source} 账号 ${name} 未关联 ISPS 用户，请联系管理员以相同的用户名或邮箱开通账号`);
  if (rows[0].status !== 1) throw new HttpError(403, '该用户已冻结');
  return rows[0];
}
