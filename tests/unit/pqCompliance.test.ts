import { describe, expect, it } from 'vitest';
import { complianceRows, limitFor, spanOf } from '#server/pq/compliance.js';
import type { ColumnStats, LimitRow } from '#server/pq/complianceTypes.js';
import { SEED_LIMITS } from '#server/pq/limitSeed.js';

const limits = (profile: string): LimitRow[] =>
  SEED_LIMITS.filter((l) => l[0] === profile).map(
    ([, quantity, kvFrom, kvTo, orderFrom, orderTo, parity, limitValue, limitMax, unit, standard, clause, description]) => ({
      quantity,
      kvFrom,
      kvTo,
      orderFrom,
      orderTo,
      parity: parity || null,
      limitValue,
      limitMax,
      unit,
      standard,
      clause,
      description,
    }),
  );
const stats = (p: Partial<ColumnStats>): ColumnStats => ({ n: 100, flagged: 0, p95: null, max: null, hi95: null, lo05: null, hiMax: null, loMin: null, ...p });

describe('compliance limits and rows', () => {
  it('picks GB/T 14549 odd / even limits by voltage level (kV above < rated ≤ kV up to)', () => {
    const gb = limits('gb');
    expect(limitFor(gb, 'harmonic', 0.4, 5)?.limitValue).toBe(4);
    expect(limitFor(gb, 'harmonic', 0.4, 4)?.limitValue).toBe(2);
    expect(limitFor(gb, 'harmonic', 10, 5)?.limitValue).toBe(3.2);
    expect(limitFor(gb, 'harmonic', 20, 2)?.limitValue).toBe(1.6); // 20 kV belongs to the 6–20 kV row
    expect(limitFor(gb, 'harmonic', 35, 3)?.limitValue).toBe(2.4);
    expect(limitFor(gb, 'thd', 220)?.limitValue).toBe(2); // above 110 kV: the 110 kV row
    expect(limitFor(limits('en50160'), 'harmonic', 0.4, 5)?.limitValue).toBe(6);
    expect(limitFor(limits('en50160'), 'harmonic', 0.4, 24)?.limitValue).toBe(0.5);
    expect(limitFor(limits('ieee519'), 'harmonic', 220, 7)?.limitValue).toBe(1);
  });

  it('sums the positive and negative deviations (GB/T 12325 4.1), or takes the larger when both lie on one side', () => {
    expect(spanOf(4, -3)).toBe(7);
    expect(spanOf(6, 2)).toBe(6);
    expect(spanOf(-1, -8)).toBe(8);
    const rows = complianceRows({ volt: new Map([[1, stats({ hi95: 6, lo05: -5, hiMax: 7, loMin: -6 })]]) }, limits('gb'), 220);
    expect(rows.find((r) => r.quantity === 'volt_dev_span')).toMatchObject({ p95: 11, max: 13, limit: 10, status: 'fail' });
  });

  it('fails on the max only where the profile limits it; a device without the quantity is never a pass', () => {
    const rows = complianceRows({ freq: new Map([[1, stats({ p95: 0.1, max: 0.3 })]]) }, limits('gb'), 10);
    expect(rows[0]).toMatchObject({ quantity: 'freq_dev', status: 'fail' }); // max 0.3 > 0.2
    const en = complianceRows({ freq: new Map([[1, stats({ p95: 0.1, max: 0.3 })]]) }, limits('en50160'), 10);
    expect(en[0].status).toBe('pass'); // EN 50160: 0.5 Hz, max 2 Hz
    expect(rows.filter((r) => r.status === 'not_measured').map((r) => r.quantity)).toEqual([
      'volt_dev',
      'thd',
      ...Array(24).fill('harmonic'),
      'interharmonic',
      'interharmonic',
      'unbalance',
      'plt',
    ]);
  });
});
