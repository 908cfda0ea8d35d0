import type { Ctx } from '../../http/types.js';
import type { AccountCenter } from '#shared/contract/account.js';
import { userDeparts, userInfo } from '../user/queries.js';
import type { Lang } from '../../http/lang.js';
import { storedSayIn } from '../../i18n/said.js';

const ACTIVITY = 20;
const LOGINS = 10;
/** Preference toggles (theme, tabs…) are not something the user "did": they stay out of 最近动态. */
const QUIET = ['%/account/prefs', '%/account/lang'];
const text = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 19).replace('T', ' ') : String(v ?? ''));

/** The caller's account page: who they are, where they sit, what they may do, what they did last. */
export async function accountCenter(ctx: Ctx, userId: string, lang: Lang = 'zh'): Promise<AccountCenter> {
  await ctx.logs.flush(); // the login that brought them here is already listed
  const user = (await userInfo(ctx, { id: userId })) ?? {};
  const departs = (await userDeparts(ctx, userId)).map((d) => String(d.departName ?? ''));
  const posts = String(user.post ?? '')
    .split(',')
    .filter(Boolean);
  const positions = posts.length
    ? (await ctx.db.selectFrom('sys_position').select(['code', 'name']).where('code', 'in', posts).execute()).map((p) => p.name as string)
    : [];
  const roles = (
    await ctx.db
      .selectFrom('sys_role as r')
      .innerJoin('sys_user_role as ur', 'ur.role_id', 'r.id')
      .select('r.role_name')
      .where('ur.user_id', '=', userId)
      .orderBy('r.role_name')
      .execute()
  ).map((r) => r.role_name as string);
  const history = (types: number[], limit: number) =>
    ctx.db
      .selectFrom('sys_log')
      .select(['log_type', 'log_content', 'log_said', 'ip', 'create_time', 'cost_time', 'request_url', 'operate_type'])
      .where('userid', '=', userId)
      .where('log_type', 'in', types)
      .where((eb) => eb.or([eb('request_url', 'is', null), eb.and(QUIET.map((q) => eb('request_url', 'not like', q)))]))
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
      .then((rows) =>
        rows.map((l) => ({
          logType: Number(l.log_type),
          content: (lang !== 'zh' && storedSayIn(l.log_said as string | null, lang)) || String(l.log_content ?? ''),
          ip: String(l.ip ?? ''),
          time: text(l.create_time),
          costTime: l.cost_time === null ? null : Number(l.cost_time),
          // the console words an operation from its route (views/account/activityText.ts), not from the raw path
          url: l.request_url ? String(l.request_url).replace(ctx.config.apiBase, '') : undefined,
          operateType: l.operate_type === null || l.operate_type === undefined ? undefined : Number(l.operate_type),
        })),
      );
  return {
    user,
    departs,
    positions,
    roles,
    activity: await history([1, 2], ACTIVITY),
    logins: await history([1], LOGINS),
  };
}
