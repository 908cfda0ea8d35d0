import type { WebSocket } from 'ws';
import { MAX_MESSAGE, type Bus } from '../cluster/bus.js';
import type { TokenClaims } from '../auth/token.js';

/** What the server pushes (JeecgBoot's WebsocketConst): `topic` to everyone, `user` to the listed users. */
export interface Push {
  cmd: 'topic' | 'user';
  msgId: string;
  msgTxt: string;
}

/** One open socket of a user, with the token it was opened with (re-checked on revocations). */
export interface Conn {
  userId: string;
  claims: TokenClaims;
  socket: WebSocket;
  alive: boolean;
}

const TOPIC = 'notify';
/** user ids per bus message: 32-character ids keep a message well under NOTIFY's limit */
const IDS_PER_MESSAGE = 150;
const PING_MS = 30_000;

type Envelope = { m: Push; to?: string[] };

/**
 * The live channel: userId → open sockets (a user may have several tabs). A push goes
 * through the bus, so with several processes on one PostgreSQL database every process
 * delivers it to the sockets it holds.
 */
export class SocketHub {
  private byUser = new Map<string, Set<Conn>>();
  private timer: NodeJS.Timeout;

  constructor(private bus: Bus) {
    bus.onMessage(TOPIC, (data) => {
      let env: Envelope;
      try {
        env = JSON.parse(data) as Envelope;
      } catch {
        return;
      }
      this.deliver(env.m, env.to);
    });
    // dead peers (no pong since the last ping) and expired tokens are dropped
    this.timer = setInterval(() => this.sweep(), PING_MS);
    this.timer.unref();
  }

  add(conn: Conn): void {
    let set = this.byUser.get(conn.userId);
    if (!set) this.byUser.set(conn.userId, (set = new Set()));
    set.add(conn);
    conn.socket.on('pong', () => {
      conn.alive = true;
    });
    conn.socket.once('close', () => {
      set.delete(conn);
      if (!set.size && this.byUser.get(conn.userId) === set) this.byUser.delete(conn.userId);
    });
  }

  /** Number of open sockets (all users, or one). */
  count(userId?: string): number {
    if (userId) return this.byUser.get(userId)?.size ?? 0;
    let n = 0;
    for (const s of this.byUser.values()) n += s.size;
    return n;
  }

  /** Pushes to every user's sockets (`to` omitted) or to the listed users', in every process. */
  push(m: Push, to?: string[]): void {
    if (!to) return this.bus.send(TOPIC, JSON.stringify({ m }));
    const ids = [...new Set(to)];
    for (let i = 0; i < ids.length; i += IDS_PER_MESSAGE) {
      const data = JSON.stringify({ m, to: ids.slice(i, i + IDS_PER_MESSAGE) });
      if (Buffer.byteLength(data) > MAX_MESSAGE) throw new Error('notification too long');
      this.bus.send(TOPIC, data);
    }
  }

  private deliver(m: Push, to?: string[]): void {
    const text = JSON.stringify(m);
    const send = (c: Conn) => {
      if (c.socket.readyState === c.socket.OPEN) c.socket.send(text);
    };
    if (!to) {
      for (const set of this.byUser.values()) set.forEach(send);
      return;
    }
    for (const id of to) this.byUser.get(id)?.forEach(send);
  }

  /** Closes the sockets whose token no longer passes `check` (a logout, a frozen user, a password change). */
  async recheck(check: (c: Conn) => Promise<boolean>): Promise<void> {
    for (const set of [...this.byUser.values()]) {
      for (const c of [...set]) {
        if (!(await check(c).catch(() => true))) c.socket.close(4001, 'token invalid');
      }
    }
  }

  private sweep(): void {
    const now = Date.now();
    for (const set of this.byUser.values()) {
      for (const c of set) {
        if (!c.alive || c.claims.exp * 1000 <= now) {
          c.socket.terminate();
          continue;
        }
        c.alive = false;
        c.socket.ping();
      }
    }
  }

  /** On app close: every socket goes (1001 going away). */
  close(): void {
    clearInterval(this.timer);
    for (const set of this.byUser.values()) for (const c of set) c.socket.close(1001, 'server closing');
    this.byUser.clear();
  }
}
