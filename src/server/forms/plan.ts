import { sql } from 'kysely';
import type { DB } from '../db/types.js';
import { sqlType } from '../schema/ddl.js';
import type { Column, Entity } from '../schema/registry.js';
import type { TableChange } from './types.js';

/** Identifiers come from a validated schema (lower-case, digits, _) or the database's own catalogue. */
const q = (id: string) => `"${id}"`;

interface Existing {
  column_name: string;
  data_type: string;
  character_maximum_length: number | null;
}

/** The column type as information_schema spells it, to compare with what the schema asks for. */
const baseType = (c: Column) =>
  sqlType(c)
    .replace(/ (primary key|not null.*)$/, '')
    .replace(/^timestamp$/, 'timestamp without time zone')
    .replace(/^varchar\((\d+)\)$/, 'character varying($1)');
const typeOf = (x: Existing) => (x.character_maximum_length ? `${x.data_type}(${x.character_maximum_length})` : x.data_type);
const varcharLength = (t: string) => Number(/^character varying\((\d+)\)$/.exec(t)?.[1] ?? NaN);

async function holds(trx: DB, table: string, column: string, where = 'is not null'): Promise<boolean> {
  const r = await sql<{ n: number }>`select count(*) as n from ${sql.raw(`${q(table)} where ${q(column)} ${where}`)}`.execute(trx);
  return Number(r.rows[0].n) > 0;
}

/** What it takes to bring the table to the form: create it, or add, widen, narrow, retype and drop columns and indexes. */
export async function planTable(trx: DB, e: Entity): Promise<TableChange[]> {
  const t = e.table;
  const existing = (
    await sql<Existing>`select column_name, data_type, character_maximum_length from information_schema.columns
      where table_schema = current_schema() and table_name = ${t}`.execute(trx)
  ).rows;
  const unique = e.columns.filter((c) => c.unique).map((c) => `uq_${t}_${c.column}`);
  const indexes = [...unique.map((n) => ({ n, c: n.slice(`uq_${t}_`.length) })), { n: `ix_${t}_create_time`, c: 'create_time' }];
  if (e.schema.tree) indexes.push({ n: `ix_${t}_${e.byName.get(e.schema.tree.parentField)!.column}`, c: e.byName.get(e.schema.tree.parentField)!.column });
  const createIndexes = indexes.map(({ n, c }) => `create ${n.startsWith('uq_') ? 'unique ' : ''}index if not exists ${q(n)} on ${q(t)} (${q(c)})`);
  if (!existing.length) {
    const cols = e.columns.map((c) => `${q(c.column)} ${sqlType(c)}`).join(', ');
    return [{ kind: 'create', sql: [`create table ${q(t)} (${cols})`, ...createIndexes], destructive: false }];
  }
  const out: TableChange[] = [];
  const byName = new Map(existing.map((x) => [x.column_name, x]));
  for (const c of e.columns) {
    const x = byName.get(c.column);
    const want = sqlType(c).replace(' primary key', '');
    if (!x) {
      out.push({ kind: 'add', column: c.column, sql: [`alter table ${q(t)} add column ${q(c.column)} ${want}`], destructive: false });
      continue;
    }
    const have = typeOf(x);
    if (have === baseType(c)) continue;
    const [from, to] = [varcharLength(have), varcharLength(baseType(c))];
    if (from < to)
      out.push({ kind: 'widen', column: c.column, sql: [`alter table ${q(t)} alter column ${q(c.column)} type varchar(${to})`], destructive: false });
    else if (from > to)
      out.push({
        kind: 'narrow',
        column: c.column,
        sql: [`alter table ${q(t)} alter column ${q(c.column)} type varchar(${to}) using left(${q(c.column)}, ${to})`],
        destructive: await holds(trx, t, c.column, `is not null and length(${q(c.column)}) > ${to}`),
      });
    else
      out.push({
        kind: 'retype',
        column: c.column,
        sql: [`alter table ${q(t)} drop column ${q(c.column)}`, `alter table ${q(t)} add column ${q(c.column)} ${want}`],
        destructive: await holds(trx, t, c.column),
      });
  }
  const wanted = new Set(e.columns.map((c) => c.column));
  for (const x of existing.filter((x) => !wanted.has(x.column_name)))
    out.push({
      kind: 'drop',
      column: x.column_name,
      sql: [`alter table ${q(t)} drop column ${q(x.column_name)}`],
      destructive: await holds(trx, t, x.column_name),
    });
  const have = (
    await sql<{ indexname: string }>`select indexname from pg_indexes where schemaname = current_schema() and tablename = ${t}`.execute(trx)
  ).rows.map((r) => r.indexname);
  for (const n of have.filter((n) => n.startsWith(`uq_${t}_`) && !unique.includes(n)))
    out.push({ kind: 'unindex', sql: [`drop index if exists ${q(n)}`], destructive: false });
  // a retyped column loses its index with it: after any column change every index is asked for again
  const missing = out.length ? createIndexes : createIndexes.filter((_, i) => !have.includes(indexes[i].n));
  if (missing.length) out.push({ kind: 'index', sql: missing, destructive: false });
  return out;
}
