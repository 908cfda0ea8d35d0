import svgCaptcha from 'svg-captcha';

const TTL_MS = 60_000;

/** 4-character captchas keyed by the client's checkKey, valid 60 s and usable once. */
export class CaptchaStore {
  private codes = new Map<string, { code: string; until: number }>();

  create(key: string): string {
    const c = svgCaptcha.create({ size: 4, noise: 2, width: 105, height: 35, fontSize: 36, ignoreChars: '0oO1iIlL' });
    if (this.codes.size > 10_000) this.codes.clear();
    this.codes.set(key, { code: c.text.toLowerCase(), until: Date.now() + TTL_MS });
    return `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}`;
  }

  check(key: string, answer: string): boolean {
    const e = this.codes.get(key);
    this.codes.delete(key);
    return !!e && e.until > Date.now() && e.code === answer.trim().toLowerCase();
  }
}
