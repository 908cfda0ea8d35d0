import { createQueryId, type CompiledQuery, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AuthUser, Ctx } from '../http/types.js';
import type { Lang } from '../http/lang.js';
import type { Entity } from '../schema/registry.js';
import { dataRuleFilters } from './dataRules.js';
import type { Filter } from './filter.js';
import type { EntityHooks } from './hooks.js';
import { parseFilters, parsePaging, type Paging } from './listQuery.js';
import { scoped, selectReadable } from './records.js';

export type ListWhere = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;

export type ListOpts = {
  deleted?: boolean;
  /** the caller, whose data rules apply */
  user?: AuthUser;
  /** a further restriction from the route (tree roots, members of a role, ...); its statements are compiled per request */
  where?: ListWhere;
  /** the reader's language, for the dictionary text */
  lang?: Lang;
};

/** A placeholder for the i-th value of a request while a shape is compiled: Kysely binds it like any value. */
class Slot {
  constructor(readonly i: number) {}
}

interface Template {
  page: CompiledQuery;
  count: CompiledQuery;
}

// per entity (a republished online form is a new Entity) and page-column hook; shapes beyond this are compiled per request
const MAX_SHAPES = 200;
const templates = new WeakMap<Entity, Map<unknown, Map<string, Template>>>();

function shapesOf(e: Entity, hooks: EntityHooks): Map<string, Template> {
  let byHook = templates.get(e);
  if (!byHook) templates.set(e, (byHook = new Map()));
  let shapes = byHook.get(hooks.pageColumns);
  if (!shapes) byHook.set(hooks.pageColumns, (shapes = new Map()));
  return shapes;
}

/** The page and count statements from values (real ones, or slots while compiling a shape). */
function build(ctx: Ctx, e: Entity, hooks: EntityHooks, paging: Paging, filters: Filter[], v: readonly unknown[], opts: ListOpts) {
  let base = scoped(ctx, e, v[0] as string, opts.deleted);
  if (opts.where) base = base.where(opts.where);
  let at = 3;
  for (const f of filters) {
    const mine = v.slice(at, (at += f.values.length));
    base = base.where((eb) => f.where(eb, mine));
  }
  let page = selectReadable(base, e);
  for (const s of paging.sort) page = page.orderBy(`${e.table}.${s.column}`, s.dir);
  page = page.limit(v[1] as number).offset(v[2] as number);
  if (hooks.pageColumns) {
    // the extras are computed for the page's rows only (inside the sort they would run for every row)
    let outer = hooks.pageColumns(ctx.db.selectFrom(page.as('p')).selectAll('p'));
    for (const s of paging.sort) outer = outer.orderBy(`p.${e.columns.find((c) => c.column === s.column)!.name}`, s.dir);
    page = outer;
  }
  return { page: page.compile(), count: base.select((eb) => eb.fn.countAll<number>().as('total')).compile() };
}

const fill = (t: CompiledQuery, values: readonly unknown[]): CompiledQuery => ({
  ...t,
  queryId: createQueryId(),
  parameters: t.parameters.map((p) => (p instanceof Slot ? values[p.i] : p)),
});

/**
 * The two statements of a list page: the page itself and its total. Each shape (filters, sort, data
 * rules) is built and compiled once with placeholders; a request only binds its values, so the list
 * pays for the query builder once per shape rather than per request. Exported so the bench runs exactly these.
 */
export async function listQueries(ctx: Ctx, e: Entity, hooks: EntityHooks, q: Record<string, unknown>, tenantId: string, opts: ListOpts = {}) {
  const paging = parsePaging(e, q);
  const filters = parseFilters(e, q);
  if (opts.user) filters.push(...(await dataRuleFilters(ctx, e, opts.user)));
  const values = [tenantId, paging.pageSize, (paging.pageNo - 1) * paging.pageSize, ...filters.flatMap((f) => f.values)];
  if (opts.where) return { paging, ...build(ctx, e, hooks, paging, filters, values, opts) };
  const shapes = shapesOf(e, hooks);
  const key = [opts.deleted ? 'deleted' : '', ...paging.sort.map((s) => `${s.column} ${s.dir}`), ...filters.map((f) => f.key)].join('|');
  let t = shapes.get(key);
  if (!t) {
    t = build(
      ctx,
      e,
      hooks,
      paging,
      filters,
      values.map((_, i) => new Slot(i)),
      opts,
    );
    if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value!);
    shapes.set(key, t);
  }
  return { paging, page: fill(t.page, values), count: fill(t.count, values) };
}
