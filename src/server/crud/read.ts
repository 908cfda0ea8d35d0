import type { Page } from '#shared/contract/page.js';
import { notFound } from '../http/errors.js';
import type { Lang } from '../http/lang.js';
import type { AuthUser, Ctx } from '../http/types.js';
import type { Entity } from '../schema/registry.js';
import { dataRuleFilters } from './dataRules.js';
import { bound } from './filter.js';
import type { EntityHooks, Row } from './hooks.js';
import { listQueries, type ListOpts } from './listStatements.js';
import { decorate, scoped, selectReadable } from './records.js';

type Q = Record<string, unknown>;

/** A page of records with the list filters, sort and dictionary text applied. */
export async function listPage(ctx: Ctx, e: Entity, hooks: EntityHooks, q: Q, tenantId: string, opts: ListOpts = {}): Promise<Page<Row>> {
  const { paging, page, count } = await listQueries(ctx, e, hooks, q, tenantId, opts);
  const [
    { rows: records },
    {
      rows: [{ total }],
    },
  ] = await Promise.all([ctx.db.executeQuery<Row>(page), ctx.db.executeQuery<{ total: number }>(count)]);
  await decorate(ctx, e, records, tenantId, opts.lang);
  if (!hooks.pageColumns) await hooks.decorate?.(ctx, records, opts.lang ?? 'zh');
  const t = Number(total);
  return { records, total: t, size: paging.pageSize, current: paging.pageNo, pages: Math.ceil(t / paging.pageSize) };
}

export async function getById(ctx: Ctx, e: Entity, hooks: EntityHooks, id: string, tenantId: string, user?: AuthUser, lang?: Lang): Promise<Row> {
  let q = selectReadable(scoped(ctx, e, tenantId), e).where(`${e.table}.id`, '=', id);
  if (user) for (const f of await dataRuleFilters(ctx, e, user)) q = q.where(bound(f));
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(`未找到 id 为 ${id} 的记录`);
  await decorate(ctx, e, [row], tenantId, lang);
  await hooks.decorate?.(ctx, [row], lang ?? 'zh');
  return row;
}
