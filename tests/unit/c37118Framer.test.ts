import { afterEach, describe, expect, it, vi } from 'vitest';
import { command } from '#server/realtime/c37118/command.js';
import { Framer } from '#server/realtime/c37118/framer.js';
import { writeHeader } from '#server/realtime/c37118/header.js';
import { CMD } from '#server/realtime/c37118/types.js';
import { PmuStream } from '#server/realtime/pmusim/stream.js';

/** About 65 KB of stream: a 20 KB header frame, data and command frames, garbage, a bad CHK, a "frame" claiming 60 KB. */
function stream(): Uint8Array {
  const pmu = new PmuStream({ idcode: 9, rate: 50, phasors: 3 });
  const parts: Uint8Array[] = [
    pmu.configFrame(1_780_000_000),
    writeHeader({ kind: 'header', version: 1, idcode: 9, soc: 1, fracsec: 0, timeQuality: 0, text: 'x'.repeat(20_000) }),
  ];
  const bad = command(9, CMD.on);
  bad[15] ^= 1;
  const liar = Uint8Array.from([0xaa, 0x01, 0xea, 0x60, 1, 2, 3]); // SYNC, FRAMESIZE 60,000, then no such frame
  for (let k = 0; parts.reduce((n, p) => n + p.length, 0) < 65_000; k++) {
    parts.push(pmu.dataFrame(1_780_000_000 * 50 + k));
    if (k % 50 === 7)
      parts.push(
        Uint8Array.from({ length: 37 }, (_, i) => (i * 97) & 0xff),
        bad,
        command(9, CMD.cfg2),
      );
    if (k === 100) parts.push(liar);
  }
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Bytes copied by typed-array copies (set, slice, copyWithin) while `f` runs: the framer's work that is not reading. */
function copiedBy(f: () => void): number {
  let n = 0;
  const P = Uint8Array.prototype;
  const set = P.set;
  const slice = P.slice;
  const copyWithin = P.copyWithin;
  vi.spyOn(P, 'set').mockImplementation(function (this: Uint8Array, src: ArrayLike<number>, offset?: number) {
    n += src.length;
    return set.call(this, src, offset);
  });
  vi.spyOn(P, 'slice').mockImplementation(function (this: Uint8Array, a?: number, b?: number) {
    const r = slice.call(this, a, b);
    n += r.length;
    return r;
  });
  vi.spyOn(P, 'copyWithin').mockImplementation(function (this: Uint8Array, t: number, s: number, e?: number) {
    n += (e ?? this.length) - s;
    return copyWithin.call(this, t, s, e);
  });
  try {
    f();
  } finally {
    vi.restoreAllMocks();
  }
  return n;
}

afterEach(() => vi.restoreAllMocks());

describe('C37.118 framer on tiny chunks', () => {
  it('65 KB pushed one byte at a time gives the frames one push gives, copying each byte a bounded number of times', () => {
    const bytes = stream();
    expect(bytes.length).toBeGreaterThan(65_000);
    const whole: string[] = [];
    const one = new Framer((f) => whole.push(Buffer.from(f).toString('hex')));
    one.push(bytes);
    const split: string[] = [];
    const tiny = new Framer((f) => split.push(Buffer.from(f).toString('hex')));
    const chunks = Array.from(bytes, (_, i) => bytes.subarray(i, i + 1));
    const copied = copiedBy(() => {
      for (const c of chunks) tiny.push(c);
    });
    expect(split.length).toBeGreaterThan(300);
    expect(split).toEqual(whole);
    expect(tiny.stats.frames).toBe(one.stats.frames);
    expect(tiny.stats.crcErrors).toBeGreaterThan(0);
    expect(tiny.pending).toBeLessThan(100);
    // linear: a few copies per byte (appends, doubling, compaction), not one copy of everything buffered per push
    expect(copied).toBeLessThan(6 * bytes.length);
  });

  it('still holds at most one frame: a 65,535-byte claim fed slowly never buffers more', () => {
    const framer = new Framer(() => {});
    const liar = new Uint8Array(70_000).fill(0x11);
    liar.set([0xaa, 0x01, 0xff, 0xff]);
    for (let i = 0; i < liar.length; i += 7) {
      framer.push(liar.subarray(i, i + 7));
      expect(framer.pending).toBeLessThanOrEqual(65_535);
    }
    expect(framer.stats.skipped).toBeGreaterThan(0);
  });
});
