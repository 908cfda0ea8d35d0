import { describe, expect, it } from 'vitest';
import { Ring } from '#server/realtime/wrdb/ring.js';
import { SessionTable } from '#server/realtime/wrdb/sessions.js';
import { Wrdb } from '#server/realtime/wrdb/store.js';
import { jsonBytes } from '#server/realtime/wrdb/jsonBytes.js';
import { jsonValues, readWindow } from '#server/realtime/wrdb/window.js';

const jsonText = (...a: Parameters<typeof jsonBytes>) => jsonBytes(...a).toString('latin1');

const T0 = 1_717_000_000; // a Unix second
const seq = (from: number, n: number) => Float32Array.from({ length: n }, (_, i) => from + i);

describe('ring buffer', () => {
  it('keeps the last capacity rows when it wraps, oldest first, with their absolute indices', () => {
    const r = new Ring(10, 1, 2); // 20 rows
    const base = T0 * 10;
    r.write(base, seq(0, 15));
    r.write(base + 15, seq(15, 15)); // 30 rows written, the first 10 overwritten
    expect(r.capacity).toBe(20);
    expect([r.oldest - base, r.newest - base]).toEqual([10, 29]);
    const all = r.read(0, Number.MAX_SAFE_INTEGER)!;
    expect(all.start - base).toBe(10);
    expect([...all.values]).toEqual([...seq(10, 20)]);
  });

  it('clips windows longer than the buffer or in the future, and gives null outside it', () => {
    const r = new Ring(100, 1, 1); // 1 s at 100 Hz
    r.write(T0 * 100, seq(0, 250)); // T0 .. T0 + 2.49 s; holds the last second
    const w = readWindow(r, T0 - 60, T0 + 3600)!;
    expect(w.rows).toBe(100);
    expect(w.start / 100).toBeCloseTo(T0 + 1.5, 9);
    expect(w.values[0]).toBe(150);
    expect(w.values[99]).toBe(249);
    expect(readWindow(r, T0 + 10, T0 + 20)).toBeNull(); // all in the future
    expect(readWindow(r, T0, T0 + 1)).toBeNull(); // all older than the buffer
  });

  it('takes both ends of a window inclusively, also for fractional Unix seconds', () => {
    const r = new Ring(100, 1, 10);
    r.write(T0 * 100, seq(0, 500));
    const w = readWindow(r, T0 + 0.37, T0 + 0.4)!;
    expect([...w.values]).toEqual([37, 38, 39, 40]);
    expect(w.start / 100).toBe(T0 + 0.37);
  });

  it('marks skipped rows as a gap (NaN, null in JSON) instead of bridging them', () => {
    const r = new Ring(50, 1, 60);
    const base = T0 * 50;
    r.write(base, [1, 2, 3]);
    r.write(base + 6, [7, 8]); // rows 3, 4, 5 never came
    const w = r.read(base, base + 10)!;
    expect(w.rows).toBe(8);
    expect(jsonValues(w, 1, 4)).toEqual([1, 2, 3, null, null, null, 7, 8]);
  });

  it('a gap longer than the buffer leaves only the new rows and NaN', () => {
    const r = new Ring(10, 1, 1);
    r.write(T0 * 10, seq(1, 10));
    r.write(T0 * 10 + 100, [5]);
    const w = r.read(0, Number.MAX_SAFE_INTEGER)!;
    expect(w.rows).toBe(10);
    expect(jsonValues(w, 1, 1)).toEqual([null, null, null, null, null, null, null, null, null, 5]);
  });

  it('overwrites late rows still inside the buffer and drops older ones', () => {
    const r = new Ring(10, 1, 1);
    const base = T0 * 10;
    r.write(base, seq(0, 20)); // holds rows 10..19
    r.write(base + 15, [-1, -2]);
    r.write(base + 2, [-9]); // older than the buffer: dropped
    expect([...r.read(base, base + 19)!.values]).toEqual([10, 11, 12, 13, 14, -1, -2, 17, 18, 19]);
  });

  it('stores rows of several values and answers them as arrays', () => {
    const r = new Ring(5, 3, 10);
    r.write(T0 * 5, [1, 2, 3, 4, NaN, 6]);
    expect(jsonValues(r.read(0, Number.MAX_SAFE_INTEGER)!, 3, 2)).toEqual([
      [1, 2, 3],
      [4, null, 6],
    ]);
    expect([...r.last()!.values]).toEqual([4, NaN, 6]);
  });

  it('writes the same JSON text directly as the value arrays give', () => {
    const r = new Ring(5, 3, 10);
    r.write(T0 * 5, [1.23456, -2, NaN, 4e-5, 5, 6.5]);
    const s = r.read(0, Number.MAX_SAFE_INTEGER)!;
    expect(jsonText(s, 3, 4)).toBe('[[1.2346,-2,null],[0,5,6.5]]');
    expect(JSON.parse(jsonText(s, 3, 4))).toEqual(jsonValues(s, 3, 4));
    const one = new Ring(100, 1, 10);
    one.write(T0 * 100, [49.98765, NaN, 50]);
    expect(jsonText(one.read(0, Number.MAX_SAFE_INTEGER)!, 1, 4)).toBe('[49.9877,null,50]');
    expect(jsonText({ start: 0, rows: 0, values: new Float32Array(0) }, 3, 4)).toBe('[]');
  });

  it('prints every value as String(Math.round(x·10^d) / 10^d) does, signs, carries and big values included', () => {
    let seed = 7; // a fixed LCG: the same 60,000 values each run
    const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const edge = [0, -0, 0.5, -0.5, 2.5, -2.5, 9999.99995, -9999.99996, 10_000, 123_456.789, -0.00004, 0.99999, 1e-7, 3e38, Infinity, -Infinity];
    for (let d = 0; d <= 9; d++) {
      const xs = Float32Array.from([...edge, ...Array.from({ length: 10_000 }, () => (rnd() - 0.5) * 10 ** (rnd() * 9 - 3))]);
      const want = Array.from(xs, (x) => (Number.isFinite(x) ? String(Math.round(x * 10 ** d) / 10 ** d) : 'null'));
      expect(jsonText({ start: 0, rows: xs.length, values: xs }, 1, d)).toBe(`[${want.join(',')}]`);
    }
  });

  it('rounds to the record decimals so JSON stays short', () => {
    const r = new Ring(1, 1, 10);
    r.write(T0, [49.98765432]);
    expect(jsonValues(r.last()!, 1, 4)).toEqual([49.9877]);
  });
});

describe('record store', () => {
  it('creates, keeps, re-shapes and drops records to match the device list', () => {
    const db = new Wrdb();
    db.sync([
      { recordId: 1, rate: 100, width: 1, decimals: 4, seconds: 600 },
      { recordId: 2, rate: 5, width: 49, decimals: 4, seconds: 600 },
    ]);
    expect(db.bytes()).toBe(60_000 * 4 + 3_000 * 49 * 4);
    db.get(1)!.write(T0 * 100, [50]);
    db.sync([
      { recordId: 1, rate: 100, width: 1, decimals: 3, seconds: 600 },
      { recordId: 3, rate: 50, width: 1, decimals: 4, seconds: 600 },
    ]);
    expect(db.get(1)!.newest).toBe(T0 * 100); // same shape: data kept
    expect(db.spec(1)!.decimals).toBe(3);
    expect(db.get(2)).toBeUndefined();
    db.sync([{ recordId: 1, rate: 50, width: 1, decimals: 3, seconds: 600 }]);
    expect(db.get(1)!.newest).toBe(-1); // new rate: starts over
    expect(db.size).toBe(1);
  });

  it('tells the tap of each write by record (what goes to Redis), and not of rows stored from other processes', () => {
    const db = new Wrdb();
    const heard: [number, number, number[]][] = [];
    db.tap = (id, start, values, rows) => heard.push([id, start, Array.from(values).slice(0, rows)]);
    db.sync([{ recordId: 7, rate: 100, width: 1, decimals: 4, seconds: 600 }]);
    db.get(7)!.write(T0 * 100, [50, 50.5]);
    db.get(7)!.store(T0 * 100 + 2, [49.5]); // mirrored: kept, not sent back out
    expect(heard).toEqual([[7, T0 * 100, [50, 50.5]]]);
    expect(Array.from(db.get(7)!.read(T0 * 100, T0 * 100 + 2)!.values)).toEqual([50, 50.5, 49.5]);
  });
});

describe('wrdb sessions', () => {
  const table = (o: Partial<{ idleMs: number; perAddress: number; max: number }> = {}) => {
    const clock = { t: 1_000_000 };
    const s = new SessionTable({ idleMs: 120_000, perAddress: 4, max: 100, ...o, now: () => clock.t });
    return { s, clock };
  };

  it('opens, reads and closes; a closed session is gone', () => {
    const { s } = table();
    const { session } = s.open('10.0.0.1');
    expect(session.id).toBeGreaterThan(0);
    expect(s.touch(session.id, '10.0.0.1')).not.toBeNull();
    expect(s.close(session.id, '10.0.0.1')).toBe(true);
    expect(s.touch(session.id, '10.0.0.1')).toBeNull();
    expect(s.close(session.id, '10.0.0.1')).toBe(false);
  });

  it('expires a session after the idle time, and each use restarts the clock', () => {
    const { s, clock } = table({ idleMs: 60_000 });
    const a = s.open('a').session.id;
    const b = s.open('a').session.id;
    clock.t += 50_000;
    expect(s.touch(a, 'a')).not.toBeNull(); // a used at 50 s
    clock.t += 50_000; // 100 s: b idle 100 s, a idle 50 s
    expect(s.touch(b, 'a')).toBeNull();
    expect(s.touch(a, 'a')).not.toBeNull();
    clock.t += 61_000;
    expect(s.sweep()).toBe(1);
    expect(s.size).toBe(0);
  });

  it('belongs to the address that opened it', () => {
    const { s } = table();
    const id = s.open('10.0.0.1').session.id;
    expect(s.touch(id, '10.0.0.2')).toBeNull();
    expect(s.close(id, '10.0.0.2')).toBe(false);
    expect(s.touch(id, '10.0.0.1')).not.toBeNull();
  });

  it("caps sessions per address by dropping that address's least recently used one", () => {
    const { s, clock } = table({ perAddress: 3 });
    const ids = [1, 2, 3].map(() => {
      clock.t += 1000;
      return s.open('a').session.id;
    });
    clock.t += 1000;
    s.touch(ids[0], 'a'); // ids[1] is now the least recently used
    const other = s.open('b').session.id;
    const r = s.open('a');
    expect(r.evicted).toBe(ids[1]);
    expect(s.touch(ids[1], 'a')).toBeNull();
    expect(s.touch(ids[0], 'a')).not.toBeNull();
    expect(s.touch(other, 'b')).not.toBeNull(); // other addresses untouched
    expect(s.size).toBe(4);
  });

  it('when the whole table is full, drops the least recently used session of the address holding the most', () => {
    const { s, clock } = table({ max: 4, perAddress: 3 });
    const step = () => {
      clock.t += 1000;
    };
    const flood = [1, 2, 3].map(() => {
      step();
      return s.open('flood').session.id;
    });
    step();
    const mine = s.open('me').session.id;
    step();
    s.touch(flood[0], 'flood'); // flood[1] is now the flooder's least recently used
    step();
    const r = s.open('other');
    expect(r.evicted).toBe(flood[1]);
    expect(s.size).toBe(4);
    // equal holders: the one idle longest goes ('me' was used after 'other' opened)
    step();
    s.touch(mine, 'me');
    s.touch(flood[2], 'flood');
    step();
    s.touch(flood[0], 'flood');
    expect(s.open('third').evicted).toBe(flood[2]); // flood still holds 2, the most, though used after 'other'
    step();
    expect(s.open('fourth').evicted).toBe(r.session.id); // all hold 1: 'other' was idle longest
    expect(s.touch(mine, 'me')).not.toBeNull();
  });
});
