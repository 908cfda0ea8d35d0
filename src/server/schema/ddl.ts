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

/** Creates the entity's table, or adds the columns a newer schema file declares. Never drops. */
export async function syncTable(raw: RawDriver, e: Entity): Promise<void> {
  const cols = e.columns.map((c) => `${q(c.column)} ${sqlType(c)}`).join(', ');
  await raw.exec(`create table if not exists ${q(e.table)} (${cols})`);
  const existing = new Set(
    (
      await raw.query<{ column_name: string }>('select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1', [
        e.table,
      ])
    ).map((r) => r.column_name),
  );
  for (const c of e.columns) {
    if (!existing.has(c.column)) await raw.exec(`alter table ${q(e.table)} add column ${q(c.column)} ${sqlType(c).replace(' primary key', '')}`);
  }
  for (const c of e.columns.filter((c) => c.unique)) {
    await raw.exec(`create unique index if not exists ${q(`uq_${e.table}_${c.column}`)} on ${q(e.table)} (${q(c.column)})`);
  }
  if (e.schema.tree) {
    const parent = e.byName.get(e.schema.tree.parentField)!;
    await raw.exec(`create index if not exists ${q(`ix_${e.table}_${parent.column}`)} on ${q(e.table)} (${q(parent.column)})`);
  }
  await raw.exec(`create index if not exists ${q(`ix_${e.table}_create_time`)} on ${q(e.table)} (create_time)`);
}
