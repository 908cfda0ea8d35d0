import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { DB } from '../../db/types.js';

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_AFTER_MS = 60_000;
/** answers a code takes (the right one included); then it is gone and a new one must be sent */
export const MAX_TRIES = 3;

/**
 * Login codes by phone (sys_sms_code), shared by every process: six digits, kept as an HMAC
 * under the install secret (a database dump does not reveal live codes), valid ten minutes.
 */
export class SmsCodes {
  constructor(
    private readonly db: DB,
    private readonly secret: Uint8Array,
  ) {}

  private hash(mobile: string, code: string) {
    return createHmac('sha256', this.secret).update(`${mobile}:${code}`).digest('hex');
  }

  /** Seconds until `mobile` may get another code (0: now). */
  async waitSeconds(mobile: string, now = Date.now()): Promise<number> {
    const row = await this.db.selectFrom('sys_sms_code').select('sent_at').where('mobile', '=', mobile).executeTakeFirst();
    const left = row ? Number(row.sent_at) + RESEND_AFTER_MS - now : 0;
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  /** A fresh code for `mobile`, replacing any earlier one. */
  async issue(mobile: string, now = Date.now()): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const row = { mobile, code_hash: this.hash(mobile, code), sent_at: now, expires_at: now + CODE_TTL_MS, tries: 0 };
    await this.db
      .insertInto('sys_sms_code')
      .values(row)
      .onConflict((oc) => oc.column('mobile').doUpdateSet({ code_hash: row.code_hash, sent_at: now, expires_at: row.expires_at, tries: 0 }))
      .execute();
    await this.db.deleteFrom('sys_sms_code').where('expires_at', '<=', now).execute();
    return code;
  }

  /**
   * True once for the right, unexpired code (it is used up). Each answer first takes one of the
   * code's MAX_TRIES in a single UPDATE … RETURNING, so parallel guesses cannot get past the limit;
   * the try that takes the last one and is wrong burns the code.
   */
  async check(mobile: string, code: string, now = Date.now()): Promise<boolean> {
    const row = await this.db
      .updateTable('sys_sms_code')
      .set((eb) => ({ tries: eb('tries', '+', 1) }))
      .where('mobile', '=', mobile)
      .where('expires_at', '>', now)
      .where('tries', '<', MAX_TRIES)
      .returning(['code_hash', 'tries'])
      .executeTakeFirst();
    if (!row) return false;
    const right = timingSafeEqual(Buffer.from(this.hash(mobile, code)), Buffer.from(String(row.code_hash)));
    if (!right && Number(row.tries) < MAX_TRIES) return false;
    // used or burnt: gone, unless a new code replaced it meanwhile; two concurrent logins cannot both delete it
    const r = await this.db.deleteFrom('sys_sms_code').where('mobile', '=', mobile).where('code_hash', '=', row.code_hash).executeTakeFirst();
    return right && Number(r.numDeletedRows) === 1;
  }
}
