import type { Ctx } from '../http/types.js';
import type { DB } from '../db/types.js';
import type { Registry } from '../schema/registry.js';
import type { Secrets } from '../schema/secrets.js';

/**
 * What a report on ISPS's own database may read: deny by default, so a system table added later
 * (captchas, sessions, throttles, leases …) stays unreadable. Allowed are the business entities of
 * the schemas (and the online forms published from them), the relation tables that join them (the
 * demo report 部门人数 counts sys_user_depart), and views whose every table is allowed
 * (reportRole.ts finds those at start). The logs (every user's address) and the data-source
 * settings are entities too, but operational: left out. Data sources (another database) keep
 * their own rules.
 */
const OPERATIONAL_ENTITIES = new Set(['sys_log', 'sys_data_log', 'sys_data_source']);
const RELATION_TABLES = ['sys_user_depart', 'sys_user_role', 'sys_user_tenant', 'sys_depart_role_user'];

/** The checks of the report gate: `tables` null on a data source (not ISPS's database). */
export interface GateRules {
  secrets: Secrets;
  tables: ReadonlySet<string> | null;
}

const byRegistry = new WeakMap<Registry, { generation: number; tables: Set<string> }>();

/** Business tables a report may read (without the views). */
export function reportTables(registry: Registry): Set<string> {
  const hit = byRegistry.get(registry);
  if (hit?.generation === registry.generation) return hit.tables;
  const tables = new Set(RELATION_TABLES);
  for (const e of registry.all()) if (!OPERATIONAL_ENTITIES.has(e.table)) tables.add(e.table);
  byRegistry.set(registry, { generation: registry.generation, tables });
  return tables;
}

/** Views over allowed tables only, per database, as the last role sync found them. */
const views = new WeakMap<DB, ReadonlySet<string>>();
export const setReportViews = (db: DB, names: ReadonlySet<string>) => void views.set(db, names);

/** The gate's rules for a report on `dbSource` (null: the main database). */
export function gateRules(ctx: Pick<Ctx, 'db' | 'registry'>, secrets: Secrets, dbSource: string | null | undefined): GateRules {
  if (dbSource) return { secrets, tables: null };
  const v = views.get(ctx.db);
  const tables = reportTables(ctx.registry);
  return { secrets, tables: v?.size ? new Set([...tables, ...v]) : tables };
}
