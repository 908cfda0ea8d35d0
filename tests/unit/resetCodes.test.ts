import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CODE_TTL_MS, MAX_TRIES, ResetCodes, codeMac } from '#server/system/selfService/resetCodes.js';

/** The reset and binding codes of a server without Redis (the Redis store: selfService.test.ts). */
describe('one-time codes in this process', () => {
  const secret = randomBytes(32);
  const kept = (codes: ResetCodes, owner: string) => (codes as unknown as { pending: Map<string, { mac: Buffer }> }).pending.get(owner)!.mac;
  const wrongFor = (code: string, i = 0) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

  it('keeps an HMAC under the install secret, bound to its owner, never SHA-256 of the code', () => {
    const codes = new ResetCodes(secret);
    const code = codes.issue('u1');
    const mac = kept(codes, 'u1').toString('hex');
    expect(mac).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(mac).toBe(codeMac(secret, 'u1', code).toString('hex'));
    // the same code for someone else, or under another install's secret, is kept differently
    expect(codeMac(secret, 'u9', code).toString('hex')).not.toBe(mac);
    expect(codeMac(randomBytes(32), 'u1', code).toString('hex')).not.toBe(mac);
  });

  it(`burns a code at the ${MAX_TRIES}th wrong answer and after ${CODE_TTL_MS / 60_000} minutes`, () => {
    let now = 1_000_000;
    const codes = new ResetCodes(secret, () => now);
    const code = codes.issue('u2');
    for (let i = 0; i < MAX_TRIES; i++) expect(codes.check('u2', wrongFor(code, i))).toBe(false);
    expect(codes.check('u2', code)).toBe(false);
    const next = codes.issue('u2');
    for (let i = 0; i < MAX_TRIES - 1; i++) codes.check('u2', wrongFor(next, i));
    expect(codes.check('u2', next)).toBe(true);
    expect(codes.check('u2', next)).toBe(false); // once
    const late = codes.issue('u2');
    now += CODE_TTL_MS + 1;
    expect(codes.check('u2', late)).toBe(false);
  });
});
