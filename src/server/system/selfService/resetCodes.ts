import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_TTL_MS = 10 * 60_000;
/** wrong answers that burn a code; a new one must be sent then */
export const MAX_TRIES = 5;

interface Pending {
  mac: Buffer;
  expires: number;
  tries: number;
}

/** One-time codes (password reset, account binding) by owner: in this process (ResetCodes) or in Redis (sharedResetCodes). */
export interface ResetCodeStore {
  /** a new code for the owner (an older one stops working) */
  issue(owner: string): Promise<string>;
  /** true once for the right code; the MAX_TRIES-th wrong one burns it */
  check(owner: string, code: string): Promise<boolean>;
}

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * What is kept of a code: an HMAC under the install secret, bound to its owner. A plain hash of
 * six digits is undone by trying all million; this one is not without the secret (sys_config).
 */
export const codeMac = (secret: Uint8Array, owner: string, code: string) => createHmac('sha256', secret).update(`${owner}\n${code}`).digest();

/**
 * The codes of one process (no Redis). A code dies after 10 minutes, after MAX_TRIES wrong tries,
 * or once used; check runs without awaiting, so parallel requests cannot get past the limit.
 */
export class ResetCodes {
  private pending = new Map<string, Pending>();

  constructor(
    private readonly secret: Uint8Array,
    private readonly now: () => number = Date.now,
  ) {}

  issue(owner: string): string {
    const code = newCode();
    this.pending.set(owner, { mac: codeMac(this.secret, owner, code), expires: this.now() + CODE_TTL_MS, tries: 0 });
    if (this.pending.size > 10_000) for (const [k, p] of this.pending) if (p.expires < this.now()) this.pending.delete(k);
    return code;
  }

  check(owner: string, code: string): boolean {
    const p = this.pending.get(owner);
    if (!p || p.expires < this.now()) {
      this.pending.delete(owner);
      return false;
    }
    const right = timingSafeEqual(p.mac, codeMac(this.secret, owner, code));
    if (right || ++p.tries >= MAX_TRIES) this.pending.delete(owner);
    return right;
  }
}
