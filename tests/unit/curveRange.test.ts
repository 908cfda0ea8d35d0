import { describe, expect, it } from 'vitest';
import { backFromNow, pan, rangeFromParam, rangeToParam, refreshSeconds } from '#client/curves/curveRange.js';

const NOW = 1_700_000_000;

describe('curve range in the URL', () => {
  it('a preset follows now and a moved range is fixed: each comes back from its link as it was', () => {
    const hour = backFromNow(3600, NOW);
    expect(rangeToParam(hour)).toBe('1h');
    expect(rangeFromParam('1h')).toMatchObject({ span: 3600, follow: true });
    const earlier = pan(hour, -1, NOW)!;
    expect(earlier).toEqual({ span: 3600, end: NOW - 1800 });
    expect(rangeToParam(earlier)).toBe(`${NOW - 5400}-${NOW - 1800}`);
    expect(rangeFromParam(rangeToParam(earlier))).toEqual(earlier);
    expect(pan(hour, 1, NOW)).toBeNull(); // later than now: live again
  });

  it('a link with a broken range opens live', () => {
    for (const v of ['', 'abc', '2h', '200-100', '1-2-3', null]) expect(rangeFromParam(v)).toBeNull();
  });

  it('a range following now is re-read every 5 s to a minute, by its span', () => {
    expect(refreshSeconds(600)).toBe(5);
    expect(refreshSeconds(3600)).toBe(10);
    expect(refreshSeconds(30 * 86_400)).toBe(60);
  });
});
