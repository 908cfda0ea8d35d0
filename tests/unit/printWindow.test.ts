import { describe, expect, it } from 'vitest';
import { jsonBytes } from '#server/realtime/wrdb/jsonBytes.js';
import { BLOCK_ROWS } from '#server/realtime/wrdb/printCache.js';
import { printWindow } from '#server/realtime/wrdb/printWindow.js';
import { Ring } from '#server/realtime/wrdb/ring.js';

const T0 = 1_717_000_000 * 100;
const wave = (from: number, n: number, width: number) => Float32Array.from({ length: n * width }, (_, i) => 50 + Math.sin((from * width + i) / 7) * 0.0123);

/** what the wrdb API answered before the print cache: a copied slice printed whole */
const direct = (r: Ring, lo: number, hi: number, d: number) =>
  jsonBytes(r.read(lo, hi) ?? { start: 0, rows: 0, values: new Float32Array(0) }, r.width, d, 'H', 'T').toString();
const cached = (r: Ring, lo: number, hi: number, d: number) => printWindow(r, lo, hi, d, ['H'], 'T').toString();

describe('wrdb window printing from the block cache', () => {
  it('answers the same text as printing the window whole, for every window, twice (cold and warm cache)', () => {
    for (const width of [1, 3]) {
      const r = new Ring(100, width, 5); // 500 rows: wraps below
      r.write(T0, wave(0, 1234, width));
      for (const [a, b] of [
        [r.oldest, r.newest],
        [r.oldest + 1, r.newest - 1],
        [r.newest - BLOCK_ROWS * 3, r.newest],
        [r.newest - 5, r.newest - 2],
        [r.newest, r.newest],
      ]) {
        const want = direct(r, a, b, 4);
        expect(want.length).toBeGreaterThan(6);
        expect(cached(r, a, b, 4)).toBe(want);
        expect(cached(r, a, b, 4)).toBe(want);
      }
      expect(cached(r, 0, -1, 4)).toBe('H[]T');
    }
  });

  it('a late write into an already printed block shows up in the next answer', () => {
    const r = new Ring(100, 1, 10);
    r.write(T0, wave(0, 600, 1));
    const lo = Math.ceil(T0 / BLOCK_ROWS) * BLOCK_ROWS; // a whole block, cached by the first read
    const before = cached(r, lo, lo + BLOCK_ROWS * 2 - 1, 4);
    r.write(lo + 10, Float32Array.of(NaN, 49.5));
    const after = cached(r, lo, lo + BLOCK_ROWS * 2 - 1, 4);
    expect(after).not.toBe(before);
    expect(after).toBe(direct(r, lo, lo + BLOCK_ROWS * 2 - 1, 4));
    expect(after).toContain(',null,49.5,');
  });

  it('rows overwritten by the wrap are printed from their new values', () => {
    const r = new Ring(100, 1, 2); // 200 rows
    r.write(T0, wave(0, 200, 1));
    cached(r, r.oldest, r.newest, 3);
    r.write(T0 + 200, wave(500, 300, 1)); // every old row overwritten
    expect(cached(r, r.oldest, r.newest, 3)).toBe(direct(r, r.oldest, r.newest, 3));
  });

  it('never prints an answer over another one (no slab is given back: a pipelined answer was overwritten)', () => {
    const r = new Ring(100, 1, 10);
    r.write(T0, wave(0, 1000, 1));
    const print = () => printWindow(r, r.newest - 300, r.newest, 4, ['H'], 'T');
    const answers = Array.from({ length: 50 }, print);
    const text = answers[0].toString();
    const apart = (x: Buffer, y: Buffer) => x.buffer !== y.buffer || x.byteOffset >= y.byteOffset + y.length || y.byteOffset >= x.byteOffset + x.length;
    for (let k = 1; k < answers.length; k++) expect(apart(answers[k], answers[k - 1])).toBe(true);
    expect(answers.every((a) => a.toString() === text)).toBe(true);
  });

  it('keeps a 10 s waveform window printed for its next viewer, and a longer window does not push it out', () => {
    const r = new Ring(5120, 1, 60);
    r.write(T0 * 51.2, wave(0, 5120 * 30, 1));
    const whole = (lo: number, hi: number) => {
      const blocks: number[] = [];
      for (let b = Math.ceil(lo / BLOCK_ROWS); (b + 1) * BLOCK_ROWS - 1 <= hi; b++) blocks.push(b);
      return blocks;
    };
    const lo = r.newest - 5120 * 10 + 1;
    const want = direct(r, lo, r.newest, 5);
    expect(cached(r, lo, r.newest, 5)).toBe(want);
    const blocks = whole(lo, r.newest);
    expect(blocks.length).toBeGreaterThan(700);
    expect(blocks.every((b) => r.printed!.get(b) !== undefined)).toBe(true);
    // 25 s is more than the ring keeps printed: answered right, printed straight, the 10 s kept
    const long = r.newest - 5120 * 25 + 1;
    expect(cached(r, long, r.newest, 5)).toBe(direct(r, long, r.newest, 5));
    expect(blocks.every((b) => r.printed!.get(b) !== undefined)).toBe(true);
    expect(cached(r, lo, r.newest, 5)).toBe(want);
  });
});
