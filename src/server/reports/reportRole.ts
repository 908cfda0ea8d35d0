import { sql } from 'kysely';
import type { DB } from '../db/types.js';
import type { Secrets } from '../schema/secrets.js';
import { deniedRelation } from './sqlPolicy.js';
import { setReportViews } from './reportTables.js';

/**
 * The database role reports run as (SET LOCAL ROLE in their read-only transaction), on
 * PostgreSQL and PGlite alike. It may SELECT the allow-listed business tables only
 * (reportTables.ts; every other table, system tables added later included, gets nothing), and of
 * a table with secret columns only the others: a secret column, or a whole-row reference to such
 * a table (to_jsonb(u), u.*, select *), then fails in the database itself even if the parser gate
 * missed it. A view gets a grant only when every table it reads is allowed and has no secret.
 *
 * Brought up to date at every start, after the tables are (re)created, so added tables and
 * columns are covered. Returns null — reports then run as the connection's user, guarded by
 * the parser alone — when the database user may not create the role or grant to it.
 */
export const REPORT_ROLE = 'isps_report';

const q = (id: string) => `"${id.replace(/"/g, '""')}"`;

async function ensureRole(db: DB): Promise<void> {
  const exists = await sql`select 1 from pg_roles where rolname = ${REPORT_ROLE}`.execute(db);
  if (exists.rows.length) return;
  try {
    await sql.raw(`create role ${REPORT_ROLE} nologin`).execute(db);
  } catch (e) {
    // another database of the same server (roles are shared) created it at the same moment
    if (!['42710', '23505'].includes((e as { code?: string }).code ?? '')) throw e;
  }
}

interface Relation {
  relname: string;
  view: boolean;
  /** the relations a view reads (its rewrite rule's dependencies) */
  reads: string[];
}

/** Tables and views of the current schema, with what each view reads. */
async function relations(db: DB): Promise<Relation[]> {
  const r = await sql<Relation>`
    select c.relname, c.relkind in ('v', 'm') as view, array(
      select distinct t.relname::text from pg_rewrite w join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = w.oid
      join pg_class t on t.oid = d.refobjid where w.ev_class = c.oid and t.oid <> c.oid
    ) as reads
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm', 'f')`.execute(db);
  return r.rows;
}

async function grants(db: DB, secrets: Secrets, tables: ReadonlySet<string>): Promise<{ stmts: string[]; views: Set<string> }> {
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0].s;
  const out = [`grant usage on schema ${q(schema)} to ${REPORT_ROLE}`, `revoke all on all tables in schema ${q(schema)} from ${REPORT_ROLE}`];
  const views = new Set<string>();
  const plain = (t: string) => tables.has(t) && !secrets.columns.has(t) && !deniedRelation(secrets, t);
  for (const { relname, view, reads } of await relations(db)) {
    if (deniedRelation(secrets, relname)) continue;
    if (view) {
      if (!reads.length || !reads.every(plain)) continue;
      views.add(relname);
    } else if (!tables.has(relname)) continue;
    const secret = secrets.columns.get(relname);
    if (!secret) {
      out.push(`grant select on ${q(schema)}.${q(relname)} to ${REPORT_ROLE}`);
      continue;
    }
    const cols = (
      await sql<{ c: string }>`select column_name as c from information_schema.columns
      where table_schema = ${schema} and table_name = ${relname} order by ordinal_position`.execute(db)
    ).rows.map((r) => r.c);
    const readable = cols.filter((c) => !secret.has(c));
    if (readable.length) out.push(`grant select (${readable.map(q).join(', ')}) on ${q(schema)}.${q(relname)} to ${REPORT_ROLE}`);
  }
  return { stmts: out, views };
}

/** The allow-list of the last sync, per database: a later sync without one (a test's) keeps it. */
const lastTables = new WeakMap<DB, ReadonlySet<string>>();

export async function syncReportRole(db: DB, secrets: Secrets, allowed?: ReadonlySet<string>): Promise<string> {
  const tables = allowed ?? lastTables.get(db) ?? new Set<string>();
  lastTables.set(db, tables);
  await ensureRole(db);
  await db.transaction().execute(async (trx) => {
    // one instance at a time when several start on one database
    await sql`select pg_advisory_xact_lock(hashtext(${REPORT_ROLE}))`.execute(trx);
    const { stmts, views } = await grants(trx, secrets, tables);
    for (const stmt of stmts) await sql.raw(stmt).execute(trx);
    setReportViews(db, views);
    const me = (await sql<{ su: boolean }>`select rolsuper as su from pg_roles where rolname = current_user`.execute(trx)).rows[0];
    if (!me?.su) await sql.raw(`grant ${REPORT_ROLE} to current_user`).execute(trx); // SET ROLE needs membership
  });
  // prove it works before reports rely on it
  await db
    .transaction()
    .setAccessMode('read only')
    .execute(async (trx) => {
      await sql.raw(`set local role ${REPORT_ROLE}`).execute(trx);
    });
  return REPORT_ROLE;
}
