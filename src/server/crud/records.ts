import { sql, type SelectQueryBuilder } from 'kysely';
import type { Lang } from '../http/lang.js';
import type { Ctx } from '../http/types.js';
import type { Entity } from '../schema/registry.js';

type Row = Record<string, unknown>;

/** Select the readable columns under their camelCase names. */
export function selectReadable(q: SelectQueryBuilder<any, any, any>, e: Entity) {
  return q.select(e.readable.map((c) => sql.ref(`${e.table}.${c.column}`).as(c.name)));
}

/**
 * The tenant rule, for every read of a tenant-scoped entity (the CRUD list, table dictionaries,
 * data logs, …): its rows of the request's tenant only. The guard has already checked that the
 * caller belongs to that tenant (admins may pick any).
 */
export function inTenant<Q extends SelectQueryBuilder<any, any, any>>(q: Q, e: Entity, tenantId: string): Q {
  return e.schema.tenant ? (q.where(`${e.table}.tenant_id`, '=', tenantId) as Q) : q;
}

/** Base query: not soft-deleted, inside the caller's tenant. */
export function scoped(ctx: Ctx, e: Entity, tenantId: string, deleted = false) {
  let q = ctx.db.selectFrom(e.table);
  if (e.schema.softDelete) q = q.where(`${e.table}.del_flag`, '=', deleted ? 1 : 0);
  return inTenant(q, e, tenantId);
}

interface DictColumn {
  name: string;
  /** `<name>_dictText`, made once: a key built per cell was a fresh string to look up on every row */
  key: string;
  dict: string;
  multiple: boolean;
  /** a table dictionary ("table,text,value"): its texts are looked up for the page's values only */
  table: boolean;
}
const dictColumns = new WeakMap<Entity, DictColumn[]>();

function dictColumnsOf(e: Entity): DictColumn[] {
  let cols = dictColumns.get(e);
  if (!cols)
    dictColumns.set(
      e,
      (cols = e.readable
        .filter((c) => c.dict)
        .map((c) => ({ name: c.name, key: `${c.name}_dictText`, dict: c.dict!, multiple: !!c.multiple, table: c.dict!.includes(',') }))),
    );
  return cols;
}

const cellValues = (v: unknown, multiple: boolean): string[] => (v == null || v === '' ? [] : multiple ? String(v).split(',') : [String(v)]);

/** one cell's text: each of its values translated, comma-joined; a value without a text stays as it is */
function cellText(v: unknown, multiple: boolean, text: ReadonlyMap<string, string>): string {
  if (v == null || v === '') return '';
  const s = String(v);
  if (!multiple) return text.get(s) ?? s;
  return s
    .split(',')
    .map((x) => text.get(x) ?? x)
    .join(',');
}

/**
 * Adds `<field>_dictText` for every dictionary field (comma-joined values translated one
 * by one), with one lookup per table dictionary per page, never one per cell. In the reader's
 * language: an English reader gets an item's English text, or its Chinese one when it has none.
 */
export async function addDictText(ctx: Ctx, e: Entity, rows: Row[], tenantId: string, lang: Lang = 'zh'): Promise<void> {
  const cols = dictColumnsOf(e);
  if (!rows.length || !cols.length) return;
  const texts = await Promise.all(
    cols.map((c) => ctx.dicts.texts(c.dict, tenantId, lang, c.table ? [...new Set(rows.flatMap((r) => cellValues(r[c.name], c.multiple)))] : [])),
  );
  for (let i = 0; i < cols.length; i++) {
    const { name, key, multiple } = cols[i];
    for (const r of rows) r[key] = cellText(r[name], multiple, texts[i]);
  }
}

/** Tree entities: mark which records have children, in one query. */
export async function addHasChild(ctx: Ctx, e: Entity, rows: Row[], tenantId: string): Promise<void> {
  if (!e.schema.tree || !rows.length) return;
  const parent = e.byName.get(e.schema.tree.parentField)!.column;
  const q = scoped(ctx, e, tenantId)
    .select(sql.ref(parent).as('pid'))
    .distinct()
    .where(
      sql.ref(parent),
      'in',
      rows.map((r) => r.id),
    );
  const withKids = new Set((await q.execute()).map((r) => r.pid));
  for (const r of rows) {
    r.hasChild = withKids.has(r.id) ? '1' : '0';
    r.isLeaf = !withKids.has(r.id);
  }
}

export async function decorate(ctx: Ctx, e: Entity, rows: Row[], tenantId: string, lang: Lang = 'zh'): Promise<Row[]> {
  await addDictText(ctx, e, rows, tenantId, lang);
  await addHasChild(ctx, e, rows, tenantId);
  return rows;
}

export const camelToColumn = (e: Entity, data: Row): Row => {
  const out: Row = {};
  for (const [k, v] of Object.entries(data)) {
    const c = e.byName.get(k);
    if (c) out[c.column] = c.type === 'json' && v !== null && typeof v !== 'string' ? JSON.stringify(v) : v;
  }
  return out;
};

/** Local time as the database's timestamp text (now, or the given moment). */
export const nowText = (d = new Date()) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};
