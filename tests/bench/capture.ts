import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { LiteThread } from '#server/db/liteThread.js';

export interface CapturedQuery {
  sql: string;
  params: unknown[];
  ms: number;
}

/** Collapses whitespace so SQL written over several lines compares equal to the builder's. */
export const normalizeSql = (sql: string) => sql.replace(/\s+/g, ' ').trim();

/** The prototype object that owns `name` (PGlite defines query on a base class). */
function owner(proto: object, name: string): any {
  for (let p: any = proto; p; p = Object.getPrototypeOf(p)) if (Object.prototype.hasOwnProperty.call(p, name)) return p;
  throw new Error(`no ${name} on the prototype chain`);
}

/**
 * Records every statement sent to either database driver while `fn` runs, by wrapping
 * PGlite#query, its thread's (LiteThread#query) and pg.Client#query (below Kysely and the raw driver) for that time only;
 * the benchmark runs themselves go through the unpatched drivers. Only for a single
 * request at a time: anything else running concurrently is recorded too.
 */
export async function captureQueries(fn: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const seen: CapturedQuery[] = [];
  const targets = [owner(PGlite.prototype, 'query'), owner(LiteThread.prototype, 'query'), owner(pg.Client.prototype, 'query')];
  const originals = targets.map((t) => t.query);
  targets.forEach((t, i) => {
    const original = originals[i];
    t.query = function (this: unknown, ...args: any[]) {
      const text = typeof args[0] === 'string' ? args[0] : args[0]?.text;
      const params = (Array.isArray(args[1]) ? args[1] : args[0]?.values) ?? [];
      const t0 = performance.now();
      const r = original.apply(this, args);
      const entry = { sql: normalizeSql(String(text)), params, ms: 0 };
      seen.push(entry);
      if (r && typeof r.then === 'function')
        r.then(
          () => (entry.ms = performance.now() - t0),
          () => (entry.ms = performance.now() - t0),
        );
      return r;
    };
  });
  try {
    await fn();
  } finally {
    targets.forEach((t, i) => (t.query = originals[i]));
  }
  return seen;
}
