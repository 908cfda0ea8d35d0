import { Worker } from 'node:worker_threads';
import { signToken } from '#server/auth/token.js';
import type { Ctx } from '#server/http/types.js';
import type { BenchOptions, DbKind } from './options.js';
import { benchPostgres } from './postgres.js';
import { table } from './report.js';
import { seedUsers } from './seedUsers.js';
import { ADMIN_PASSWORD, startIsps } from './server.js';

/**
 * `--only=websocket`: `--sockets` users (default 1,000), one socket each, opened on loopback by a
 * worker thread (so the clients do not share the server's event loop), then one publish to all,
 * `rounds` times. Connect time is wall time for all of them (100 handshakes in flight; each checks
 * its token and session like an HTTP call); delivery time runs from the admin's doReleaseData
 * request to a socket's receipt of {cmd:"topic"}.
 */
export interface WsResult {
  db: string;
  sockets: number;
  connectMs: number;
  handshakeP50: number;
  handshakeP99: number;
  /** per round: publish answered, and delivery percentiles over all sockets */
  rounds: { answeredMs: number; p50: number; p99: number; max: number; received: number }[];
}

const now = () => performance.timeOrigin + performance.now();
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)] : NaN;
};
const median = (xs: number[]) => pct(xs, 0.5);

export async function websocketBench(kind: DbKind, o: BenchOptions): Promise<WsResult> {
  const pgServer = kind === 'pg' ? await benchPostgres() : undefined;
  const server = await startIsps(pgServer?.url);
  try {
    await seedUsers(server.database.raw, o.sockets);
    const users = await benchUserTokens(server.ctx.db, server.ctx.secret);
    return await measureSockets(`${server.origin}${server.apiBase}`, users, o.rounds, kind === 'pg' ? 'PostgreSQL' : 'PGlite');
  } finally {
    await server.close();
    await pgServer?.stop();
  }
}

/** Tokens of the seeded bench users (seedUsers), signed with the install's secret. */
export async function benchUserTokens(db: Ctx['db'], secret: Uint8Array, limit = Infinity) {
  const rows = await db.selectFrom('sys_user').select(['id', 'username']).where('create_by', '=', 'bench').orderBy('username').execute();
  return Promise.all(rows.slice(0, limit).map(async (u) => ({ id: u.id as string, token: await signToken(secret, u.id, u.username) })));
}

/** One socket per user against `api` (a server, or a balancer in front of several), then `rounds` publishes to all. */
export async function measureSockets(api: string, users: { id: string; token: string }[], rounds: number, label: string): Promise<WsResult> {
  const worker: { w?: Worker } = {};
  try {
    const login = (await (
      await fetch(`${api}/sys/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
      })
    ).json()) as { result: { token: string } };
    const headers = { 'X-Access-Token': login.result.token, 'content-type': 'application/json' };

    const w = (worker.w = new Worker(new URL('./wsClients.mjs', import.meta.url), {
      workerData: { wsBase: api.replace(/^http/, 'ws'), users, concurrency: 100 },
    }));
    const inbox = new Map<string, number[]>();
    const waiters = new Map<string, (t: number[]) => void>();
    const connected = new Promise<{ totalMs: number; handshakes: number[] }>((resolve, reject) => {
      w.on('message', (m) => {
        if (m.type === 'connected') resolve(m);
        else if (m.type === 'failed') reject(new Error(`websocket bench: ${m.message}`));
        else if (m.type === 'delivered' || m.type === 'partial') {
          inbox.set(m.msgId, m.times);
          waiters.get(m.msgId)?.(m.times);
        }
      });
      w.on('error', reject);
    });
    const c = await connected;
    const result: WsResult = {
      db: label,
      sockets: users.length,
      connectMs: c.totalMs,
      handshakeP50: median(c.handshakes),
      handshakeP99: pct(c.handshakes, 0.99),
      rounds: [],
    };
    for (let i = 0; i < rounds; i++) {
      const add = (await (
        await fetch(`${api}/sys/annountCement/add`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ titile: `压测通知 ${i + 1}`, msgCategory: '1', priority: 'L', msgType: 'ALL', msgContent: '<p>bench</p>' }),
        })
      ).json()) as { result: { id: string } };
      const id = add.result.id;
      const all = new Promise<number[]>((resolve) => {
        waiters.set(id, resolve);
        setTimeout(() => w.postMessage({ type: 'partial', msgId: id }), 30_000).unref();
      });
      const t0 = now();
      await fetch(`${api}/sys/annountCement/doReleaseData?id=${id}`, { headers });
      const answeredMs = now() - t0;
      const times = inbox.get(id) ?? (await all);
      const lat = times.map((t) => t - t0);
      result.rounds.push({ answeredMs, p50: median(lat), p99: pct(lat, 0.99), max: Math.max(...lat), received: lat.length });
    }
    return result;
  } finally {
    if (worker.w) {
      worker.w.postMessage({ type: 'close' });
      await new Promise((r) => setTimeout(r, 200));
      await worker.w.terminate();
    }
  }
}

const ms = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));

export function websocketTable(results: WsResult[]): string {
  const head = [
    'database',
    'sockets',
    'connect all, ms',
    'handshake p50 / p99 ms',
    'publish answered ms',
    'delivery p50 ms',
    'delivery p99 ms',
    'max ms',
    'received',
    'rounds (p99)',
  ];
  const body = results.map((r) => {
    const m = (f: (x: WsResult['rounds'][number]) => number) => ms(median(r.rounds.map(f)));
    return [
      r.db,
      r.sockets.toLocaleString('en-US'),
      ms(r.connectMs),
      `${ms(r.handshakeP50)} / ${ms(r.handshakeP99)}`,
      m((x) => x.answeredMs),
      m((x) => x.p50),
      m((x) => x.p99),
      m((x) => x.max),
      `${Math.min(...r.rounds.map((x) => x.received))} / ${r.sockets}`,
      r.rounds.map((x) => ms(x.p99)).join(', '),
    ];
  });
  return table(head, body, [false, true, true, true, true, true, true, true, true, false]);
}
