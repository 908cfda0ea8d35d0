import type { DB } from '../db/types.js';

/**
 * Failed logins within 15 minutes of the first: an account needs a captcha from 3 and is locked
 * (HTTP 429) from 10, whatever the addresses. A client address — possibly an office behind one
 * NAT — gets more room (captcha from 10, lock from 50), so one person's typos do not lock out
 * colleagues, while spraying one password over many accounts still hits a wall.
 */
export const CAPTCHA_AFTER = 3;
export const LOCK_AFTER = 10;
export const ADDRESS_CAPTCHA_AFTER = 10;
export const ADDRESS_LOCK_AFTER = 50;
export const WINDOW_MS = 15 * 60_000;
const SWEEP_EVERY_MS = 60_000;

/** One key's count and when its window ends (ms since the epoch). */
export interface Counter {
  key: string;
  hits: number;
  until: number;
}

/**
 * Attempt counters (failed logins, registrations, reset e-mails) in sys_throttle, so every
 * server process sees the same numbers. A key counts within a fixed window from its first hit;
 * an expired row reads as absent and the next hit restarts it. Expired rows are deleted by time
 * (at most once a minute, on a hit), never wholesale: flooding new keys resets nobody.
 */
export class Throttle {
  private swept = 0;

  constructor(
    private readonly db: DB,
    private readonly now: () => number = Date.now,
  ) {}

  /** The live counters among the keys. */
  async read(keys: string[]): Promise<Counter[]> {
    const rows = await this.db
      .selectFrom('sys_throttle')
      .select(['key', 'hits', 'expires_at'])
      .where('key', 'in', keys)
      .where('expires_at', '>', this.now())
      .execute();
    return rows.map(toCounter);
  }

  /** One more hit on each key, in one statement; returns the counters after it. */
  async hit(keys: string[]): Promise<Counter[]> {
    const now = this.now();
    const rows = await this.db
      .insertInto('sys_throttle')
      .values([...new Set(keys)].map((key) => ({ key, hits: 1, expires_at: now + WINDOW_MS })))
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          hits: eb
            .case()
            .when('sys_throttle.expires_at', '>', now)
            .then(eb('sys_throttle.hits', '+', 1))
            .else(1)
            .end(),
          expires_at: eb.case().when('sys_throttle.expires_at', '>', now).then(eb.ref('sys_throttle.expires_at')).else(eb.ref('excluded.expires_at')).end(),
        })),
      )
      .returning(['key', 'hits', 'expires_at'])
      .execute();
    if (now - this.swept > SWEEP_EVERY_MS) {
      this.swept = now;
      await this.db.deleteFrom('sys_throttle').where('expires_at', '<=', now).execute();
    }
    return rows.map(toCounter);
  }

  /** Gives back one hit on each live key (a login slot that turned out to be a success). */
  async release(keys: string[]): Promise<void> {
    await this.db
      .updateTable('sys_throttle')
      .set((eb) => ({ hits: eb('hits', '-', 1) }))
      .where('key', 'in', keys)
      .where('hits', '>', 0)
      .where('expires_at', '>', this.now())
      .execute();
  }

  async clear(keys: string[]): Promise<void> {
    await this.db.deleteFrom('sys_throttle').where('key', 'in', keys).execute();
  }
}

const toCounter = (r: Record<string, unknown>): Counter => ({ key: String(r.key), hits: Number(r.hits), until: Number(r.expires_at) });

/** the highest count among the counters */
export const worst = (counters: Counter[]) => Math.max(0, ...counters.map((c) => c.hits));

/** Login keys: `u:<username>` per account, `ip:<address>` per client address. */
export const loginKeys = (username: string, address: string) => [`u:${username.toLowerCase()}`, `ip:${address}`];
const isAddress = (c: Counter) => c.key.startsWith('ip:');
const captchaAt = (c: Counter) => (isAddress(c) ? ADDRESS_CAPTCHA_AFTER : CAPTCHA_AFTER);
const lockAt = (c: Counter) => (isAddress(c) ? ADDRESS_LOCK_AFTER : LOCK_AFTER);

/** whether any login counter has reached its captcha threshold */
export const needsCaptcha = (counters: Counter[]) => counters.some((c) => c.hits >= captchaAt(c));

/** Whether a slot just taken is beyond a lock threshold: the attempt must not check a password. */
export const overLimit = (taken: Counter[]) => taken.some((c) => c.hits > lockAt(c));

/** The counters as they stood before the slot just taken. */
export const beforeSlot = (taken: Counter[]) => taken.map((c) => ({ ...c, hits: c.hits - 1 }));

/** Minutes until every login key at its lock threshold is free again; 0 when none is locked. */
export function lockedMinutes(counters: Counter[], now = Date.now()): number {
  const until = Math.max(0, ...counters.filter((c) => c.hits >= lockAt(c)).map((c) => c.until));
  return until > now ? Math.ceil((until - now) / 60_000) : 0;
}
