import fs from 'node:fs';
import path from 'node:path';
import type { EntitySchema } from '#shared/contract/entity.js';
import { entitySchema } from '#shared/contract/entity.js';
import { Registry, toEntity } from './registry.js';

export class SchemaError extends Error {}

/** Reads and checks every schemas/*.json; throws a SchemaError naming the file and the key. */
export function loadSchemas(dir: string): Registry {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.startsWith('_'))
    .sort();
  const registry = new Registry();
  const apis = new Map<string, string>();
  for (const f of files) {
    const file = path.join(dir, f);
    let json: unknown;
    try {
      json = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (e) {
      throw new SchemaError(`${file}: invalid JSON: ${(e as Error).message}`);
    }
    const parsed = entitySchema.safeParse(json);
    if (!parsed.success) {
      const i = parsed.error.issues[0];
      throw new SchemaError(`${file}: key "${i.path.join('.') || '(root)'}": ${i.message}`);
    }
    const schema = parsed.data;
    if (registry.get(schema.entity)) throw new SchemaError(`${file}: key "entity": ${schema.entity} is defined twice`);
    if (apis.has(schema.api)) throw new SchemaError(`${file}: key "api": ${schema.api} is already used by ${apis.get(schema.api)}`);
    apis.set(schema.api, f);
    registry.add(toEntity(schema, file));
  }
  for (const e of registry.all()) checkReferences(e.file, e.schema, registry);
  return registry;
}

/** Dictionary, tree and order references of one schema against the registry (files and online forms alike). */
export function checkReferences(file: string, s: EntitySchema, registry: Registry) {
  const bad = (key: string, msg: string) => new SchemaError(`${file}: key "${key}": ${msg}`);
  if (s.orderBy && !registry.must(s.entity).byName.has(s.orderBy.split(' ')[0])) throw bad('orderBy', `unknown field ${s.orderBy}`);
  if (s.tree && !s.fields[s.tree.parentField]) throw bad('tree.parentField', `unknown field ${s.tree.parentField}`);
  for (const [name, f] of Object.entries(s.fields)) {
    if (f.dict?.includes(',')) {
      const [table, text, code] = f.dict.split(',');
      const target = registry.get(table);
      if (!target) throw bad(`fields.${name}.dict`, `table dictionary ${table} is not a registered entity`);
      for (const k of [text, code]) if (!target.byName.has(k)) throw bad(`fields.${name}.dict`, `${table} has no field ${k}`);
    }
    if (f.type === 'password' && (f.list || f.query || f.unique)) throw bad(`fields.${name}`, 'a password field cannot be listed, queried or unique');
  }
}
