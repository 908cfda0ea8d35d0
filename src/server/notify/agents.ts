import { sql, type ExpressionBuilder } from 'kysely';
import { nowText } from '../crud/records.js';
import type { Ctx } from '../http/types.js';

/** user agents (sys_user_agent) exist only while their schema file does */
export const agentsOn = (ctx: Ctx) => !!ctx.registry.get('sys_user_agent');

/** An agent period in force at `now`: status 有效 and now within start–end. */
const active = (eb: ExpressionBuilder<any, any>, now: string) => eb.and([eb('a.status', '=', '1'), eb('a.start_time', '<=', now), eb('a.end_time', '>=', now)]);

/**
 * Announcements addressed to someone `userId` is currently the agent of (用户代理人): while the
 * period is in force the agent receives the user's messages as if addressed to them.
 */
export const addressedToPrincipalOf = (userId: string, now: string, column: string) => (eb: ExpressionBuilder<any, any>) =>
  eb.exists(
    eb
      .selectFrom('sys_user_agent as a')
      .innerJoin('sys_user as p', 'p.username', 'a.user_name')
      .innerJoin('sys_user as me', 'me.username', 'a.agent_user_name')
      .select('a.id')
      .where('me.id', '=', userId)
      .where((e) => active(e, now))
      .where(sql<boolean>`${sql.ref('p.id')} = any(string_to_array(${sql.ref(column)}, ','))`),
  );

/** The ids of the users currently acting as agents for any of `userIds` (for live pushes). */
export async function agentsOf(ctx: Ctx, userIds: string[]): Promise<string[]> {
  if (!agentsOn(ctx) || !userIds.length) return [];
  const now = nowText();
  const rows = await ctx.db
    .selectFrom('sys_user_agent as a')
    .innerJoin('sys_user as p', 'p.username', 'a.user_name')
    .innerJoin('sys_user as ag', 'ag.username', 'a.agent_user_name')
    .select('ag.id')
    .where('p.id', 'in', userIds)
    .where((e) => active(e, now))
    .execute();
  return [...new Set(rows.map((r) => String(r.id)))];
}
