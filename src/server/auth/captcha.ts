import svgCaptcha from 'svg-captcha';
import type { DB } from '../db/types.js';

const TTL_MS = 60_000;

/**
 * 4-character captchas keyed by the client's checkKey, valid 60 s and usable once, in
 * sys_captcha: the login counters are shared by every process, so the answer must be too.
 * Expired rows go by time (at most once a minute, on a new captcha).
 */
export class CaptchaStore {
  private swept = 0;

  constructor(private readonly db: DB) {}

  async create(key: string): Promise<string> {
    const c = svgCaptcha.create({ size: 4, noise: 2, width: 105, height: 35, fontSize: 36, ignoreChars: '0oO1iIlL' });
    const now = Date.now();
    const row = { check_key: key, code: c.text.toLowerCase(), expires_at: now + TTL_MS };
    await this.db
      .insertInto('sys_captcha')
      .values(row)
      .onConflict((oc) => oc.column('check_key').doUpdateSet({ code: row.code, expires_at: row.expires_at }))
      .execute();
    if (now - this.swept > TTL_MS) {
      this.swept = now;
      await this.db.deleteFrom('sys_captcha').where('expires_at', '<=', now).execute();
    }
    return `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}`;
  }

  /** Right answer within its time; the key is used up either way. */
  async check(key: string, answer: string): Promise<boolean> {
    const e = await this.db.deleteFrom('sys_captcha').where('check_key', '=', key).returning(['code', 'expires_at']).executeTakeFirst();
    return !!e && Number(e.expires_at) > Date.now() && e.code === answer.trim().toLowerCase();
  }
}
