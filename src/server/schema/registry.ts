import type { EntitySchema, FieldDef } from '#shared/contract/entity.js';

/** A field with its resolved column name. */
export interface Column extends FieldDef {
  name: string;
  column: string;
}

/** An entity schema with everything the engine derives from it, computed once. */
export interface Entity {
  schema: EntitySchema;
  table: string;
  file: string;
  columns: Column[];
  byName: Map<string, Column>;
  /** fields a client may read (no password-type fields) */
  readable: Column[];
}

export const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Columns every entity table has, managed by the engine. */
export const AUDIT: Column[] = [
  { name: 'createBy', column: 'create_by', type: 'string', title: { zh: '创建人', en: 'Created by' }, readOnly: true, form: false },
  { name: 'createTime', column: 'create_time', type: 'datetime', title: { zh: '创建时间', en: 'Created at' }, readOnly: true, form: false, sort: true },
  { name: 'updateBy', column: 'update_by', type: 'string', title: { zh: '修改人', en: 'Updated by' }, readOnly: true, form: false },
  { name: 'updateTime', column: 'update_time', type: 'datetime', title: { zh: '修改时间', en: 'Updated at' }, readOnly: true, form: false, sort: true },
];

export function toEntity(schema: EntitySchema, file: string): Entity {
  const own = Object.entries(schema.fields).map(([name, f]) => ({ ...f, name, column: f.column ?? snake(name) }));
  const columns: Column[] = [
    { name: 'id', column: 'id', type: 'string', title: { zh: 'ID', en: 'ID' }, readOnly: true, form: false },
    ...own,
    // a schema may declare an audit field itself (e.g. createTime listed with a range query)
    ...AUDIT.filter((a) => !(a.name in schema.fields)),
  ];
  if (schema.tenant)
    columns.push({ name: 'tenantId', column: 'tenant_id', type: 'string', maxLength: 32, title: { zh: '租户', en: 'Tenant' }, readOnly: true, form: false });
  if (schema.softDelete)
    columns.push({ name: 'delFlag', column: 'del_flag', type: 'integer', title: { zh: '删除标记', en: 'Deleted' }, readOnly: true, form: false });
  return {
    schema,
    table: schema.entity,
    file,
    columns,
    byName: new Map(columns.map((c) => [c.name, c])),
    readable: columns.filter((c) => c.type !== 'password'),
  };
}

export class Registry {
  readonly entities = new Map<string, Entity>();
  /** bumped on every change, so caches derived from the registry (secrets) know to recompute */
  generation = 0;
  add(e: Entity) {
    this.entities.set(e.table, e);
    this.generation++;
  }
  remove(table: string) {
    this.entities.delete(table);
    this.generation++;
  }
  get(table: string): Entity | undefined {
    return this.entities.get(table);
  }
  must(table: string): Entity {
    const e = this.entities.get(table);
    if (!e) throw new Error(`entity ${table} is not registered`);
    return e;
  }
  all(): Entity[] {
    return [...this.entities.values()];
  }
}
