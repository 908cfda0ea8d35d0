import { newId } from '#shared/ids.js';
import { nowText } from '../crud/records.js';
import type { DB } from '../db/types.js';
import { sayIn, type Said } from '../i18n/said.js';

export interface LogEntry {
  type: 1 | 2; // 1 login, 2 operation (dictionary log_type)
  /** what happened, stored in Chinese (JeecgBoot's console, search) with its key for readers in another language */
  said: Said;
  userId?: string;
  username?: string;
  ip?: string;
  method?: string;
  url?: string;
  requestType?: string;
  costMs?: number;
  operateType?: number;
  /** operation logs: 成功, or how the write was refused */
  result?: Said;
}

const BATCH_MS = 100;

/**
 * Login and operation logs, written off the request path: one multi-row INSERT per 100 ms
 * at most (each statement costs the database far more than its rows). Readers call flush() first.
 */
export class LogWriter {
  private pending: Record<string, unknown>[] = [];
  private timer: Promise<void> | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private db: DB) {}

  write(e: LogEntry): void {
    this.pending.push({
      id: newId(),
      log_type: e.type,
      log_content: sayIn(e.said, 'zh').slice(0, 1000),
      log_said: JSON.stringify(e.result ? { ...e.said, result: e.result } : e.said).slice(0, 2000),
      operate_type: e.operateType ?? null,
      userid: e.userId ?? null,
      username: e.username?.slice(0, 100) ?? null,
      ip: e.ip ?? null,
      method: e.method ?? null,
      request_url: e.url?.slice(0, 255) ?? null,
      request_type: e.requestType ?? null,
      cost_time: e.costMs ?? null,
      result: e.result ? sayIn(e.result, 'zh').slice(0, 255) : null,
      create_time: nowText(),
    });
    this.timer ??= new Promise<void>((r) => setTimeout(r, BATCH_MS).unref()).then(() => this.flush());
  }

  /** Writes what is queued now; resolves once every row written before it is in the table. */
  flush(): Promise<void> {
    this.timer = null;
    const rows = this.pending.splice(0);
    // the timer's flush may still be inserting: chained, so a reader also waits for those rows
    this.writing = this.writing.then(() => (rows.length ? this.insert(rows) : undefined));
    return this.writing;
  }

  private insert(rows: Record<string, unknown>[]): Promise<void> {
    return this.db
      .insertInto('sys_log')
      .values(rows)
      .execute()
      .then(
        () => undefined,
        (err) => console.error('sys_log not written', err),
      );
  }
}
