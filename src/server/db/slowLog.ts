import type { LogEvent } from 'kysely';

/** statements slower than this are kept for the database monitor */
export const SLOW_MS = 100;
const KEEP = 50;

export interface SlowStatement {
  time: number;
  ms: number;
  /** the statement text with $n placeholders: parameter values are never kept */
  sql: string;
}

/** The last 50 slow statements of this process (Kysely's log hook; a comparison per query otherwise). */
export class SlowLog {
  private rows: SlowStatement[] = [];

  readonly log = (e: LogEvent): void => {
    if (e.queryDurationMillis < SLOW_MS) return;
    this.rows.push({ time: Date.now(), ms: +e.queryDurationMillis.toFixed(1), sql: e.query.sql.slice(0, 2000) });
    if (this.rows.length > KEEP) this.rows.shift();
  };

  recent(): SlowStatement[] {
    return [...this.rows].reverse();
  }
}
