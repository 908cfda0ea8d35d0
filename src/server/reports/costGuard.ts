import { sql } from 'kysely';
import type { DB } from '../db/types.js';
import { badRequest } from '../http/errors.js';

type Run = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * Embedded PGlite cannot interrupt a running statement (its one backend has no timer), so a
 * report there that the gate lets through but that is slow anyway — a cross join of business
 * tables — would hold every request. Before each statement of a report on PGlite the planner is
 * asked what it expects (EXPLAIN, nothing runs), and a plan above ISPS_REPORT_MAX_COST is refused.
 * PGlite reads about 15 cost units a millisecond, so the default 80,000 is about 5 s. PGlite has
 * no autovacuum, so the estimate needs statistics (freshStats): without them the planner guesses a
 * few rows per page of wide tables and a cross join looks cheap.
 */
const DEFAULT_MAX_COST = 80_000;

export function reportMaxCost(): number {
  const v = Number(process.env.ISPS_REPORT_MAX_COST);
  return Number.isFinite(v) && v > 0 ? Math.round(v) : DEFAULT_MAX_COST;
}

function totalCost(rows: Record<string, unknown>[]): number {
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Total Cost'?: number } }[] | undefined;
  return Number(plan?.[0]?.Plan?.['Total Cost'] ?? 0);
}

/** Throws a 400 naming cgrSql when the planner expects `text` to cost more than the limit. */
export async function assertAffordable(run: Run, text: string, params: unknown[]): Promise<void> {
  const max = reportMaxCost();
  const cost = totalCost(await run(`explain (format json) ${text}`, params));
  if (cost > max) {
    throw badRequest(`报表 SQL（cgrSql）的计算量过大（估算 ${Math.round(cost)}，上限 ${max}），请增加查询条件或避免无条件的多表连接`, 'cgrSql');
  }
}

const STATS_MAX_AGE_MS = 10 * 60_000;
const statsOf = new WeakMap<DB, { at: number; taking?: Promise<void> }>();

/**
 * Statistics of the tables reports read, taken when a report first runs on PGlite and again when
 * they are ten minutes old (one ANALYZE at a time). Not at start: on a busy machine it doubled
 * the server's start-up, and most starts never run a report.
 */
export async function freshStats(db: DB, tables: ReadonlySet<string>, now = Date.now()): Promise<void> {
  let stats = statsOf.get(db);
  if (!stats) statsOf.set(db, (stats = { at: 0 }));
  if (now - stats.at < STATS_MAX_AGE_MS) return;
  const s = stats;
  s.taking ??= analyzeReportTables(db, tables)
    .then(() => void (s.at = Date.now()))
    .finally(() => (s.taking = undefined));
  await s.taking;
}

async function analyzeReportTables(db: DB, tables: ReadonlySet<string>): Promise<void> {
  const existing = await sql<{ t: string }>`select c.relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p') and c.relname = any(${[...tables]})`.execute(db);
  if (existing.rows.length) await sql`analyze ${sql.join(existing.rows.map((r) => sql.id(r.t)))}`.execute(db);
}
