/** Messages between the server and the PGlite worker thread (liteThread.ts ⇄ liteServe.ts). */
export interface LiteResult {
  rows: unknown[];
  affectedRows?: number;
}

export type LiteRequest = { id: number; op: 'query'; sql: string; params?: unknown[] } | { id: number; op: 'exec'; sql: string } | { id: number; op: 'close' };

/** A database error as plain fields (message, code, constraint, detail…): errors lose their own fields when cloned. */
export type LiteError = { message: string; name?: string } & Record<string, unknown>;

/** id 0 answers the start. */
export interface LiteReply {
  id: number;
  result?: LiteResult;
  error?: LiteError;
}

export interface LiteStart {
  /** a directory, or undefined for memory */
  dataDir?: string;
  /** a dumped data directory (tar) an in-memory database starts from */
  image?: ArrayBuffer;
}
