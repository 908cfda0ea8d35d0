import { readToken } from '../../auth/token.js';
import { nowText } from '../../crud/records.js';
import type { Ctx } from '../../http/types.js';

/** A session row for a token just issued: the online-user list reads these; logout and forced logout delete them. */
export async function recordSession(ctx: Ctx, token: string, user: { id: string; username: string }, ip: string, userAgent?: string): Promise<void> {
  const claims = await readToken(ctx.secret, token);
  if (!claims) return;
  const now = nowText();
  await ctx.db
    .insertInto('sys_user_session')
    .values({
      jti: claims.jti,
      user_id: user.id,
      username: user.username,
      ip,
      user_agent: userAgent?.slice(0, 500) ?? null,
      login_time: now,
      last_seen: now,
      expires_at: nowText(new Date(claims.exp * 1000)),
    })
    .execute();
  // expired sessions go with each login (bounded by the index on nothing but the time, cheap at these sizes)
  await ctx.db.deleteFrom('sys_user_session').where('expires_at', '<=', now).execute();
}

/** Ends one session at once in every process (its token answers 401 from the next request on). */
export async function revokeSession(ctx: Ctx, row: { jti: string; expires_at: unknown }): Promise<void> {
  await ctx.sessions.revoke(row.jti, Math.ceil(new Date(String(row.expires_at).replace(' ', 'T')).getTime() / 1000));
}
