import { describe, expect, it } from 'vitest';
import { Wrdb } from '#server/realtime/wrdb/store.js';

const T0 = 1_717_000_000; // a Unix second: the clock of these tests
const seq = (from: number, n: number) => Float32Array.from({ length: n }, (_, i) => from + i);

/** one 10 Hz record keeping 60 s, behind a wrdb whose clock reads `clock.t` (Unix s) */
function ring(clock: { t: number }) {
  const db = new Wrdb({ aheadSeconds: 5, now: () => clock.t * 1000 });
  db.sync([{ recordId: 1, rate: 10, width: 1, decimals: 4, seconds: 60 }]);
  return db.get(1)!;
}

describe('wrdb rings against stray time stamps', () => {
  it('a row stamped beyond the clock (plus its tolerance) is not stored and wipes nothing', () => {
    const clock = { t: T0 + 10 };
    const r = ring(clock);
    r.write(T0 * 10, seq(0, 100)); // T0 … T0 + 9.9 s
    r.write((T0 + 3600) * 10, [999]); // an hour ahead: refused
    expect(r.newest).toBe(T0 * 10 + 99);
    expect(Array.from(r.read(T0 * 10, T0 * 10 + 99)!.values)).toEqual(Array.from(seq(0, 100)));
    r.write(T0 * 10 + 100, [100]); // the next good row goes on
    expect(r.newest).toBe(T0 * 10 + 100);
    // within the tolerance it is taken; a block that crosses the horizon keeps only its part before it
    r.write((T0 + 14) * 10, seq(0, 20));
    expect(r.newest).toBe((T0 + 15) * 10);
  });

  it('a row earlier than the first one written (out of order) is kept, the rows between are gaps', () => {
    const clock = { t: T0 + 10 };
    const r = ring(clock);
    r.write((T0 + 5) * 10, [5]);
    r.write(T0 * 10, [1, 2]);
    expect(r.oldest).toBe(T0 * 10);
    const w = r.read(T0 * 10, (T0 + 5) * 10)!;
    expect(w.values[0]).toBe(1);
    expect(w.values[1]).toBe(2);
    expect(w.values.slice(2, 50).every((v) => Number.isNaN(v))).toBe(true);
    expect(w.values[50]).toBe(5);
  });
});
