/**
 * Failed-login counters per account and per address (in this process). After
 * CAPTCHA_AFTER failures a captcha is required; after LOCK_AFTER the key is locked.
 */
export const CAPTCHA_AFTER = 3;
export const LOCK_AFTER = 10;
export const WINDOW_MS = 15 * 60_000;

interface Entry { count: number; first: number }

export class LoginThrottle {
  private failures = new Map<string, Entry>();

  private get(key: string): number {
    const e = this.failures.get(key);
    if (!e) return 0;
    if (Date.now() - e.first > WINDOW_MS) {
      this.failures.delete(key);
      return 0;
    }
    return e.count;
  }

  /** the worst count among the keys */
  count(keys: string[]): number {
    return Math.max(0, ...keys.map((k) => this.get(k)));
  }

  /** minutes until the lock lifts, or 0 when not locked */
  lockedFor(keys: string[]): number {
    const locked = keys.filter((k) => this.get(k) >= LOCK_AFTER).map((k) => this.failures.get(k)!.first + WINDOW_MS - Date.now());
    return locked.length ? Math.ceil(Math.max(...locked) / 60_000) : 0;
  }

  fail(keys: string[]): void {
    for (const k of keys) {
      const n = this.get(k);
      this.failures.set(k, n ? { ...this.failures.get(k)!, count: n + 1 } : { count: 1, first: Date.now() });
    }
    if (this.failures.size > 100_000) this.failures.clear();
  }

  clear(keys: string[]): void {
    for (const k of keys) this.failures.delete(k);
  }
}
