import type { RawDriver } from '../db/types.js';
import type { Column, Entity } from './registry.js';

/** Identifiers here come from validated schema files (lower-case, digits, _), never from requests. */
const q = (id: string) => `"${id}"`;

export function sqlType(c: Column): string {
  if (c.name === 'id') return 'varchar(32) primary key';
  switch (c.type) {
    case 'string':
      return c.name === 'tenantId' ? `varchar(32) not null default '0'` : `varchar(${c.maxLength ?? 255})`;
    case 'password':
      return 'varchar(255)';
    case 'image':
      return 'varchar(1000)';
    case 'depart':
    case 'user':
      return 'varchar(2000)';
    case 'text':
    case 'richtext':
    case 'json':
      return 'text';
    case 'integer':
      return c.name === 'delFlag' ? 'integer not null default 0' : 'integer';
    case 'number':
      return 'double precision';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'datetime':
      return 'timestamp';
  }
}

/**
 * Creates each entity's table, or adds the columns a newer schema file declares (never drops), and its indexes:
 * one look-up of the existing columns and one script for every table (a start runs two statements, not ~200).
 */
export async function syncTables(raw: RawDriver, entities: Entity[]): Promise<void> {
  if (!entities.length) return;
  const existing = new Map<string, Set<string>>();
  const rows = await raw.query<{ table_name: string; column_name: string }>(
    'select table_name, column_name from information_schema.columns where table_schema = current_schema() and table_name = any($1)',
    [entities.map((e) => e.table)],
  );
  for (const r of rows) existing.set(r.table_name, (existing.get(r.table_name) ?? new Set()).add(r.column_name));
  const script = entities.flatMap((e) => {
    const cols = existing.get(e.table);
    const parent = e.schema.tree && e.byName.get(e.schema.tree.parentField)!.column;
    return [
      `create table if not exists ${q(e.table)} (${e.columns.map((c) => `${q(c.column)} ${sqlType(c)}`).join(', ')})`,
      ...(cols ? e.columns.filter((c) => !cols.has(c.column)) : []).map(
        (c) => `alter table ${q(e.table)} add column ${q(c.column)} ${sqlType(c).replace(' primary key', '')}`,
      ),
      ...e.columns.filter((c) => c.unique).map((c) => `create unique index if not exists ${q(`uq_${e.table}_${c.column}`)} on ${q(e.table)} (${q(c.column)})`),
      ...(parent ? [`create index if not exists ${q(`ix_${e.table}_${parent}`)} on ${q(e.table)} (${q(parent)})`] : []),
      `create index if not exists ${q(`ix_${e.table}_create_time`)} on ${q(e.table)} (create_time)`,
    ];
  });
  await raw.exec(script.join(';\n'));
}
