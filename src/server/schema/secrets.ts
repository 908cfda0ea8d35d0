import { SECRET_SYSTEM_TABLES } from '../db/migrate.js';
import type { Registry } from './registry.js';

/**
 * What no report, export or log may ever show, from one source: the password-type fields of the
 * schemas (a user's password hash, a data source's sealed password) and the secret system tables.
 */
export interface Secrets {
  /** table → its secret columns */
  columns: Map<string, Set<string>>;
  /** every secret column name, whatever its table (for SQL that does not say which table) */
  names: Set<string>;
  /** tables secret as a whole */
  tables: Set<string>;
}

const cache = new WeakMap<Registry, { generation: number; secrets: Secrets }>();

export function secretsOf(registry: Registry): Secrets {
  const hit = cache.get(registry);
  if (hit?.generation === registry.generation) return hit.secrets;
  const columns = new Map<string, Set<string>>();
  for (const e of registry.all()) {
    const secret = e.columns.filter((c) => c.type === 'password').map((c) => c.column);
    if (secret.length) columns.set(e.table, new Set(secret));
  }
  const s = { columns, names: new Set([...columns.values()].flatMap((c) => [...c])), tables: new Set(SECRET_SYSTEM_TABLES) };
  cache.set(registry, { generation: registry.generation, secrets: s });
  return s;
}

export const isSecretName = (s: Secrets, name: string) => s.names.has(name.toLowerCase());
