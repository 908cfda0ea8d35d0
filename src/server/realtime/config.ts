import type { HistoryOptions } from './history/types.js';
import type { IngestOptions } from './ingest/ingest.js';
import type { SessionOptions } from './wrdb/types.js';

/** Settings of the realtime plane, from the environment (README, "Realtime plane"). */
export interface RealtimeOptions {
  /** ISPS_SIMULATOR=off turns the built-in simulator off (real devices only) */
  simulator: boolean;
  /** ISPS_SIMULATOR_SEED: the same seed gives the same signals */
  seed: number;
  /** ISPS_WRDB_MINUTES (≥ 10): history each ring keeps */
  retentionSeconds: number;
  /** ISPS_WRDB_SESSION_IDLE_SECONDS, ISPS_WRDB_SESSIONS_PER_ADDRESS, ISPS_WRDB_MAX_SESSIONS */
  sessions: Omit<SessionOptions, 'now'>;
  /** ISPS_WRDB_SESSION_OPENS_PER_MINUTE: sessions one client address may open per minute (polls of a live one are free) */
  sessionOpensPerMinute: number;
  /** ISPS_WRDB_POLLS_PER_SECOND: window polls one session may make per second (bursts of twice that) */
  pollsPerSecond: number;
  /**
   * ISPS_C37_UDP_PORT, ISPS_C37_TCP_PORT (0: off), ISPS_C37_HOST, ISPS_C37_MAX_PEERS, ISPS_C37_UDP_PEER_KB_PER_SECOND,
   * ISPS_C37_UDP_KB_PER_SECOND, ISPS_C37_ACCEPT_PAST_SECONDS, ISPS_C37_ACCEPT_FUTURE_SECONDS, ISPS_C37_MAX_PMUS, ISPS_C37_MAX_CHANNELS
   */
  ingest: IngestOptions;
  /** ISPS_HISTORY (on/off), ISPS_HISTORY_1S_DAYS, ISPS_HISTORY_1M_DAYS, ISPS_HISTORY_10M_DAYS */
  history: HistoryOptions;
  tickMs: number;
  backfillSeconds: number;
  maxCatchUpSeconds: number;
}

export const DEFAULT_SEED = 20240601;

function int(env: NodeJS.ProcessEnv, name: string, def: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const v = env[name];
  if (v === undefined || v === '') return def;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`环境变量 ${name}=${v} 不正确：应为 ${min} 到 ${max} 之间的整数`);
  return n;
}

function onOff(env: NodeJS.ProcessEnv, name: string): boolean {
  const v = (env[name] ?? 'on').trim().toLowerCase();
  if (!['on', 'off', '1', '0', 'true', 'false', ''].includes(v)) throw new Error(`环境变量 ${name}=${env[name]} 不正确：应为 on 或 off`);
  return !['off', '0', 'false'].includes(v);
}

export function realtimeOptions(env: NodeJS.ProcessEnv): RealtimeOptions {
  return {
    simulator: onOff(env, 'ISPS_SIMULATOR'),
    seed: int(env, 'ISPS_SIMULATOR_SEED', DEFAULT_SEED, 0, 2 ** 32 - 1),
    retentionSeconds: 60 * int(env, 'ISPS_WRDB_MINUTES', 10, 10, 24 * 60),
    sessions: {
      idleMs: 1000 * int(env, 'ISPS_WRDB_SESSION_IDLE_SECONDS', 120, 1, 86_400),
      perAddress: int(env, 'ISPS_WRDB_SESSIONS_PER_ADDRESS', 32, 1, 1_000_000),
      max: int(env, 'ISPS_WRDB_MAX_SESSIONS', 50_000, 1, 10_000_000),
      slot: int(env, 'ISPS_WRDB_SESSION_SLOT', 0, 1, 99) || undefined,
    },
    sessionOpensPerMinute: int(env, 'ISPS_WRDB_SESSION_OPENS_PER_MINUTE', 120, 1, 1_000_000),
    pollsPerSecond: int(env, 'ISPS_WRDB_POLLS_PER_SECOND', 20, 1, 1_000_000_000),
    ingest: {
      udpPort: int(env, 'ISPS_C37_UDP_PORT', 0, 0, 65535),
      tcpPort: int(env, 'ISPS_C37_TCP_PORT', 0, 0, 65535),
      host: env.ISPS_C37_HOST?.trim() || '0.0.0.0',
      maxPeers: int(env, 'ISPS_C37_MAX_PEERS', 1000, 1, 100_000),
      udpPeerBytesPerSecond: 1024 * int(env, 'ISPS_C37_UDP_PEER_KB_PER_SECOND', 1024, 1, 1_000_000),
      udpBytesPerSecond: 1024 * int(env, 'ISPS_C37_UDP_KB_PER_SECOND', 4096, 1, 10_000_000),
      acceptPastSeconds: int(env, 'ISPS_C37_ACCEPT_PAST_SECONDS', 600, 1, 86_400),
      acceptFutureSeconds: int(env, 'ISPS_C37_ACCEPT_FUTURE_SECONDS', 5, 0, 3600),
      maxPmus: int(env, 'ISPS_C37_MAX_PMUS', 32, 1, 1000),
      maxChannels: int(env, 'ISPS_C37_MAX_CHANNELS', 64, 1, 4000),
    },
    history: {
      enabled: onOff(env, 'ISPS_HISTORY'),
      secondDays: int(env, 'ISPS_HISTORY_1S_DAYS', 30, 1, 3660),
      minuteDays: int(env, 'ISPS_HISTORY_1M_DAYS', 365, 1, 36_600),
      tenMinuteDays: int(env, 'ISPS_HISTORY_10M_DAYS', 1095, 1, 36_600),
    },
    tickMs: 100,
    backfillSeconds: 10,
    maxCatchUpSeconds: 2,
  };
}
