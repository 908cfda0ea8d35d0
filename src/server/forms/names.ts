import { sql } from 'kysely';
import { badRequest } from '../http/errors.js';
import type { Ctx } from '../http/types.js';
import type { Entity } from '../schema/registry.js';
import { isOnline } from './live.js';

/** PostgreSQL's identifiers end at 63 bytes: longer ones are cut, and two cut names could meet. */
const MAX_IDENT = 63;

/**
 * A table name the form may own: not a schema file's, not PostgreSQL's (pg_* names resolve to the system
 * catalogue before the form's own table, information_schema is its schema), and not any table, view, index,
 * sequence or type that exists and is not this form's. 400 naming entity.
 */
export async function checkTableName(ctx: Ctx, code: string): Promise<void> {
  const current = ctx.registry.get(code);
  if (current && !isOnline(current)) throw badRequest(`表 ${code} 由 schema 文件定义，请复制为新的在线表单`, 'entity');
  if (code.startsWith('pg_') || code === 'information_schema')
    throw badRequest(`表名 entity（${code}）是 PostgreSQL 的系统名称（pg_*、information_schema），请换一个`, 'entity');
  if (current) return;
  const owned = await ctx.db.selectFrom('onl_cgform_head').select('code').where('code', '=', code).executeTakeFirst();
  if (owned) return;
  // resolved the way the form's statements would resolve the name (search_path, pg_catalog first)
  const taken = await sql<{ taken: boolean }>`select (to_regclass(quote_ident(${code})) is not null
    or to_regtype(quote_ident(${code})) is not null) as taken`.execute(ctx.db);
  if (taken.rows[0].taken) throw badRequest(`表 ${code} 已存在且不是在线表单`, 'entity');
}

/**
 * Each field its own column: none may be the generated primary key id, an audit, tenant or delete-flag
 * column, or another field's. 400 naming the field (its column key when it names the column itself).
 */
export function checkColumns(e: Entity): void {
  const fields = Object.entries(e.schema.fields);
  // toEntity's order: id, the form's fields, then the generated columns
  const generated = [e.columns[0], ...e.columns.slice(1 + fields.length)];
  const seen = new Map(generated.map((c) => [c.column, c.name]));
  for (const [i, [name, f]] of fields.entries()) {
    const column = e.columns[1 + i].column;
    const key = f.column ? `fields.${name}.column` : `fields.${name}`;
    if (Buffer.byteLength(column) > MAX_IDENT) throw badRequest(`字段 ${key} 的列名 ${column} 超过 ${MAX_IDENT} 个字符`, key);
    const other = seen.get(column);
    if (other === 'id') throw badRequest(`字段 ${key} 的列名 id 是表单自动生成的主键，请换一个`, key);
    if (other) throw badRequest(`字段 ${key} 的列名 ${column} 与${other in e.schema.fields ? '字段' : '系统字段'} ${other} 重复`, key);
    seen.set(column, name);
  }
}
