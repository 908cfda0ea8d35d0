import { describe, expect, it } from 'vitest';
import { decodeFrame, encodeFrame } from '#server/realtime/c37118/codec.js';
import { writeConfig12 } from '#server/realtime/c37118/config.js';
import { writeConfig3 } from '#server/realtime/c37118/config3.js';
import { crcCcitt } from '#server/realtime/c37118/crc.js';
import type { ConfigFrame } from '#server/realtime/c37118/types.js';

const digital = { names: Array.from({ length: 16 }, (_, i) => `B${i}`), normal: 0, valid: 0xffff };
const cfg: ConfigFrame = {
  kind: 'cfg2',
  version: 1,
  idcode: 7,
  soc: 1_780_000_000,
  fracsec: 0,
  timeQuality: 0,
  timeBase: 1_000_000,
  timeBaseFlags: 0,
  dataRate: 50,
  pmus: [
    {
      station: 'PMU1',
      idcode: 7,
      format: { polar: true, phasorFloat: true, analogFloat: true, freqFloat: true },
      phasors: [
        { name: 'VA', kind: 0, unit: 0 },
        { name: 'IA', kind: 1, unit: 0 },
      ],
      analogs: [{ name: 'MW', kind: 1, unit: 1 }],
      digitals: [digital],
      fnom: 50,
      cfgcnt: 1,
    },
  ],
};

/** Rewrites bytes of a frame and its CHK. */
function patch(frame: Uint8Array, edits: [at: number, bytes: number[]][]): Uint8Array {
  const f = frame.slice();
  for (const [at, bytes] of edits) f.set(bytes, at);
  const c = crcCcitt(f, 0, f.length - 2);
  f[f.length - 2] = c >> 8;
  f[f.length - 1] = c & 0xff;
  return f;
}

const nulPadded = (s: string) => Array.from({ length: 16 }, (_, i) => (i < s.length ? s.charCodeAt(i) : 0));

describe('C37.118 configuration frames re-encode to the bytes received', () => {
  it('CFG-2: NUL-padded names, a byte of 0x80–0x9F, FNOM 0x8001, FORMAT and PHUNIT bits ISPS does not use', () => {
    const bytes = writeConfig12(cfg);
    const names = 46; // 14 common + TIME_BASE + NUM_PMU + STN(16) + IDCODE + FORMAT + PHNMR + ANNMR + DGNMR
    const units = names + 16 * (2 + 1 + 16);
    const odd = patch(bytes, [
      [20, nulPadded('PMU1')], // STN
      [38, [0x80, 0x0f]], // FORMAT: reserved bits 15–4 set
      [names, nulPadded('VA')],
      [names + 16, [0x49, 0x80, 0x41, 0, 0x20, 0, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20]], // "I€A", NUL then spaces
      [names + 3 * 16 + 5 * 16, nulPadded('B5')], // a digital bit's name
      [units + 4, [0x07, 0, 0, 0]], // PHUNIT type byte 7 (a current: not 0)
      [bytes.length - 8, [0x80, 0x01]], // FNOM: 50 Hz with bit 15 set
    ]);
    const f = decodeFrame(odd) as ConfigFrame;
    const p = f.pmus[0];
    expect([p.station, p.phasors[0].name, p.phasors[1].name, p.digitals[0].names[5]]).toEqual(['PMU1', 'VA', 'I\x80A', 'B5']);
    expect([p.fnom, p.phasors[1].kind, p.format.polar]).toEqual([50, 1, true]);
    expect(encodeFrame(f)).toEqual(odd);
    // a name changed after decoding is written afresh (space padded), not as the old bytes
    const renamed = encodeFrame({ ...f, pmus: [{ ...p, station: 'PMU2' }] });
    expect(Array.from(renamed.subarray(20, 36))).toEqual(Array.from(new TextEncoder().encode('PMU2'.padEnd(16, ' '))));
  });

  it('CFG-3: a name that is not valid UTF-8 and FNOM 0x8001', () => {
    const three: ConfigFrame = { ...cfg, kind: 'cfg3', contIdx: 0, pmus: [{ ...cfg.pmus[0], station: 'PMU3', globalId: new Uint8Array(16), digitals: [] }] };
    const bytes = writeConfig3(three);
    // common 14 + CONT_IDX 2 + TIME_BASE 4 + NUM_PMU 2 = 22: the station's length byte, then 'PMU3'
    const odd = patch(bytes, [
      [23, [0x50, 0xff, 0x55, 0x33]], // "P\xFFU3": not UTF-8
      [bytes.length - 8, [0x80, 0x01]],
    ]);
    const f = decodeFrame(odd) as ConfigFrame;
    expect(f.pmus[0].fnom).toBe(50);
    expect(encodeFrame(f)).toEqual(odd);
  });
});
