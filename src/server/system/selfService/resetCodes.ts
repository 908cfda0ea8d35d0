import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_TRIES = 5;

interface Pending {
  hash: Buffer;
  expires: number;
  tries: number;
}

/** One-time password-reset codes, per user: in this process (ResetCodes) or in Redis (sharedResetCodes). */
export interface ResetCodeStore {
  /** a new code for the user (an older one stops working) */
  issue(userId: string): Promise<string>;
  /** true once for the right code; a wrong one counts a try */
  check(userId: string, code: string): Promise<boolean>;
}

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const sha = (s: string) => createHash('sha256').update(s).digest();

/**
 * The codes of one process (no Redis). Only the hash is kept; a code dies after 10 minutes,
 * after 5 wrong tries, or once used.
 */
export class ResetCodes {
  private pending = new Map<string, Pending>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(userId: string): string {
    const code = newCode();
    this.pending.set(userId, { hash: sha(code), expires: this.now() + CODE_TTL_MS, tries: 0 });
    if (this.pending.size > 10_000) for (const [k, p] of this.pending) if (p.expires < this.now()) this.pending.delete(k);
    return code;
  }

  /** true once for the right code; a wrong one counts a try */
  check(userId: string, code: string): boolean {
    const p = this.pending.get(userId);
    if (!p || p.expires < this.now() || p.tries >= MAX_TRIES) {
      this.pending.delete(userId);
      return false;
    }
    if (!timingSafeEqual(p.hash, sha(code))) {
      p.tries++;
      return false;
    }
    this.pending.delete(userId);
    return true;
  }
}
