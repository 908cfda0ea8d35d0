/** Shape of one wrdb record: a regularly sampled series of rows (width values each). */
export interface RecordSpec {
  recordId: number;
  /** rows per second; row i (absolute) is at Unix time i / rate */
  rate: number;
  /** values per row: 1 for fq/UAA/THD, 49 or 50 for harmonic spectra */
  width: number;
  /** decimals kept in JSON answers (values are Float32 inside) */
  decimals: number;
  /** seconds the ring keeps (≥ 600) */
  seconds: number;
}

/** Rows read from a ring: `rows` rows from absolute index `start`, row-major, NaN = gap. */
export interface Slice {
  start: number;
  rows: number;
  values: Float32Array;
}

export interface Session {
  id: number;
  address: string;
  created: number;
  lastUsed: number;
}

export interface SessionOptions {
  /** a session unused this long is gone */
  idleMs: number;
  /** sessions one client address may hold; opening one more drops its least recently used */
  perAddress: number;
  /** sessions in all; beyond this, opening one drops the least recently used of the address holding the most */
  max: number;
  /**
   * ISPS_WRDB_SESSION_SLOT (1–99): the last two decimal digits of every wrdbID this process opens. A balancer
   * sends a session's reads to the process its id names (deploy/nginx.conf), so with Redis the sessions stay in
   * the process (no Redis round trip per poll, the hot route serves) while the samples still come through Redis.
   */
  slot?: number;
  /** injectable clock (ms) for tests */
  now?: () => number;
}

/** The wrdb sessions as the routes use them: in this process (SessionTable) or in Redis (shared/sessions.ts). */
export interface WrdbSessions {
  /** a new session of `address` (its least recently used one goes at the per-address cap) */
  open(address: string): Promise<Session>;
  /**
   * The caller's live session, its idle clock restarted; null when unknown, expired or not theirs.
   * The in-process table answers at once (no promise turn on every portal poll), Redis by a promise.
   */
  touch(id: number, address: string): Session | null | Promise<Session | null>;
  close(id: number, address: string): Promise<boolean>;
  /** sessions held, when counted here (the in-process table) */
  readonly size?: number;
}
