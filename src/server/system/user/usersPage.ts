import type { Expression } from 'kysely';
import type { Page } from '../../../shared/envelope.js';
import type { Row } from '../../crud/hooks.js';
import { parseFilters, parsePaging } from '../../crud/listQuery.js';
import { decorate, scoped, selectReadable } from '../../crud/records.js';
import type { Ctx } from '../../http/types.js';
import { userHooks } from './hooks.js';

/**
 * A page of live users whose id is in `ids` (a subquery over a relation table), with the
 * usual list filters, sort and decoration. Like crud listPage, plus the restriction.
 */
export async function usersPage(ctx: Ctx, q: Record<string, unknown>, ids: Expression<any>): Promise<Page<Row>> {
  const e = ctx.registry.must('sys_user');
  const paging = parsePaging(e, q);
  let base = scoped(ctx, e, '0').where('sys_user.id', 'in', ids);
  for (const f of parseFilters(e, q)) base = base.where(f);
  let page = selectReadable(base, e);
  for (const s of paging.sort) page = page.orderBy(`sys_user.${s.column}`, s.dir);
  const [records, [{ total }]] = await Promise.all([
    page.limit(paging.pageSize).offset((paging.pageNo - 1) * paging.pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).execute(),
  ]);
  await decorate(ctx, e, records);
  await userHooks.decorate!(ctx, records);
  const t = Number(total);
  return { records, total: t, size: paging.pageSize, current: paging.pageNo, pages: Math.ceil(t / paging.pageSize) };
}

/** JeecgBoot matches these list's `username` parameter as a substring. */
export const usernameLike = (q: Record<string, unknown>) =>
  (typeof q.username === 'string' && q.username && !q.username.includes('*') ? { ...q, username: `*${q.username}*` } : q);
