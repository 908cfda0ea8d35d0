import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeFrame, encodeFrame } from '#server/realtime/c37118/codec.js';
import { command } from '#server/realtime/c37118/command.js';
import { crcCcitt } from '#server/realtime/c37118/crc.js';
import { Framer } from '#server/realtime/c37118/framer.js';
import { FrameError } from '#server/realtime/c37118/io.js';
import { readStat, statUsable } from '#server/realtime/c37118/stat.js';
import { CMD, type ConfigFrame, type DataFrame, type Frame } from '#server/realtime/c37118/types.js';
import { frequency, phasorValue, rocof } from '#server/realtime/c37118/values.js';
import { readPcap } from '../support/pcap.js';

const common = { version: 2, idcode: 7, soc: 1_700_000_000, fracsec: 500_000, timeQuality: 0 };
const digital = { names: Array.from({ length: 16 }, (_, i) => `B${i}`), normal: 0, valid: 0xffff };

/** two PMUs: fixed-point rectangular (60 Hz) and floating polar (50 Hz) */
const cfg2: ConfigFrame = {
  ...common,
  kind: 'cfg2',
  timeBase: 1_000_000,
  timeBaseFlags: 0,
  dataRate: 50,
  pmus: [
    {
      station: 'FIXED RECT',
      idcode: 11,
      format: { polar: false, phasorFloat: false, analogFloat: false, freqFloat: false },
      phasors: [
        { name: 'VA', kind: 0, unit: 915_527 },
        { name: 'IA', kind: 1, unit: 45_776 },
      ],
      analogs: [{ name: 'MW', kind: 1, unit: -3 }],
      digitals: [digital],
      fnom: 60,
      cfgcnt: 3,
    },
    {
      station: 'FLOAT POLAR',
      idcode: 12,
      format: { polar: true, phasorFloat: true, analogFloat: true, freqFloat: true },
      phasors: [{ name: 'VA', kind: 0, unit: 0 }],
      analogs: [],
      digitals: [],
      fnom: 50,
      cfgcnt: 1,
    },
  ],
};
const data: DataFrame = {
  ...common,
  kind: 'data',
  pmus: [
    {
      stat: 0,
      phasors: [
        [14_635, -8_450],
        [-120, 33],
      ],
      freq: -25,
      dfreq: 12,
      analogs: [-7],
      digitals: [0x8001],
    },
    { stat: 0x2000, phasors: [[132_790.5, 0.5]], freq: 50.012500762939453, dfreq: -0.125, analogs: [], digitals: [] },
  ],
};

const roundTrip = (f: Frame, cfg?: ConfigFrame) => {
  const bytes = encodeFrame(f, cfg);
  const back = decodeFrame(bytes, () => cfg);
  expect(back).toEqual(f);
  expect(encodeFrame(back, cfg)).toEqual(bytes);
  return bytes;
};

describe('C37.118.2 codec on frames built here', () => {
  it('CRC-CCITT is the 0xFFFF-initialised, unreflected variant', () => {
    expect(crcCcitt(new TextEncoder().encode('123456789'))).toBe(0x29b1);
  });

  it('every frame type round-trips to the same bytes', () => {
    roundTrip(cfg2);
    roundTrip({ ...cfg2, kind: 'cfg1' });
    roundTrip(data, cfg2);
    roundTrip({ ...common, kind: 'header', text: 'ISPS test PMU, 2 streams' });
    roundTrip({ ...common, kind: 'command', cmd: CMD.on });
    roundTrip({ ...common, kind: 'command', cmd: CMD.extended, ext: new Uint8Array([1, 2, 3, 4]) });
    roundTrip({
      ...common,
      kind: 'cfg3',
      contIdx: 0,
      timeBase: 1_000_000,
      timeBaseFlags: 0,
      dataRate: 100,
      pmus: [
        {
          station: '站 PMU-3',
          idcode: 13,
          globalId: new Uint8Array(16).fill(9),
          format: { polar: false, phasorFloat: false, analogFloat: true, freqFloat: false },
          phasors: [{ name: 'VA', kind: 1, unit: 0, flags: 1 << 11, scale: 0.5, angleOffset: 0.25 }],
          analogs: [{ name: 'P', kind: 0, unit: 0, scale: 2, offset: -1 }],
          digitals: [digital],
          lat: 39.5,
          lon: 116.25,
          elev: 50,
          svcClass: 'P',
          window: 40_000,
          groupDelay: 20_000,
          fnom: 50,
          cfgcnt: 9,
        },
      ],
    });
  });

  it('gives engineering values for fixed and floating, rectangular and polar phasors', () => {
    const [fixed, float] = cfg2.pmus;
    const va = phasorValue(fixed, data.pmus[0], 0);
    expect(va.mag).toBeCloseTo(Math.hypot(14_635, -8_450) * 9.15527, 3);
    expect(va.angle).toBeCloseTo(Math.atan2(-8_450, 14_635), 9);
    expect(frequency(fixed, data.pmus[0])).toBeCloseTo(59.975, 9);
    expect(rocof(fixed, data.pmus[0])).toBeCloseTo(0.12, 9);
    expect(phasorValue(float, data.pmus[1], 0)).toEqual({ mag: 132_790.5, angle: 0.5 });
    expect(frequency(float, data.pmus[1])).toBeCloseTo(50.0125, 5);
    expect(statUsable(data.pmus[0].stat)).toBe(true);
    expect(statUsable(data.pmus[1].stat)).toBe(false);
    expect(readStat(0xc400)).toMatchObject({ dataError: 3, configChange: true, unsynced: false });
  });

  it('refuses a bad CHK, a truncated frame, a body that disagrees with its configuration', () => {
    const bytes = encodeFrame(data, cfg2);
    const bad = bytes.slice();
    bad[20] ^= 1;
    const reason = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as FrameError).reason;
      }
      return 'none';
    };
    expect(reason(() => decodeFrame(bad, () => cfg2))).toBe('crc');
    expect(reason(() => decodeFrame(bytes.subarray(0, 30), () => cfg2))).toBe('truncated');
    expect(reason(() => decodeFrame(bytes, () => ({ ...cfg2, pmus: [cfg2.pmus[1]] })))).toBe('layout');
    expect(reason(() => decodeFrame(bytes, () => undefined))).toBe('no-config');
  });

  it('the framer skips garbage and bad frames, and keeps at most one frame buffered', () => {
    const got: Uint8Array[] = [];
    const framer = new Framer((f) => got.push(f.slice()));
    const good = command(7, CMD.on);
    const bad = good.slice();
    bad[15] ^= 0xff;
    const garbage = new Uint8Array(65_536);
    for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 7919) & 0xff;
    garbage[100] = 0xaa;
    garbage[101] = 0x01;
    garbage[102] = 0xff;
    garbage[103] = 0xff; // a "frame" claiming 65,535 bytes
    framer.push(good);
    framer.push(garbage);
    framer.push(bad);
    for (let i = 0; i < 3; i++) framer.push(good);
    expect(framer.pending).toBeLessThanOrEqual(65_535);
    for (let i = 0; i < 2000; i++) framer.push(i % 2 ? good.subarray(5) : good.subarray(0, 5));
    expect(got.length).toBeGreaterThanOrEqual(1 + 1000);
    expect(got.every((f) => f.length === good.length && f.every((b, i) => b === good[i]))).toBe(true);
    expect(framer.stats.skipped).toBeGreaterThan(60_000);
    expect(framer.pending).toBe(0);
  });
});

// real PMU/PDC captures (BSD-3, tests/fixtures/c37118/LICENSE.txt)
const CAPTURES = path.resolve(import.meta.dirname, '../fixtures/c37118');

describe('C37.118.2 codec on captured PMU/PDC traffic', () => {
  /** frames per kind in each capture (c37_pmu_clean.pcap misses two TCP segments; frames they cut are not counted) */
  const expected: Record<string, Record<string, number>> = {
    'C37.118_1PMU_TCP.pcap': { command: 3, cfg2: 1, data: 252 },
    'C37.118_1PMU_UDP.pcap': { command: 4, cfg2: 1, data: 356 },
    'C37.118_1PMU_UDP_minimal.pcap': { command: 3, cfg2: 1, data: 1 },
    'C37.118_2PMUsInSync_TCP.pcap': { command: 6, cfg2: 2, data: 3002 },
    'C37.118_4in1PMU_TCP.pcap': { command: 8, cfg2: 3, data: 1342 },
    'c37_pmu_clean.pcap': { command: 12, cfg2: 3, data: 4703 },
  };
  for (const [file, counts] of Object.entries(expected)) {
    it(`${file}: every frame decodes with a good CHK and re-encodes to the same bytes`, () => {
      const cfgs = new Map<number, ConfigFrame>();
      const seen: Record<string, number> = {};
      let crcErrors = 0;
      for (const flow of readPcap(fs.readFileSync(path.join(CAPTURES, file)))) {
        for (const payload of flow.payloads) {
          const framer = new Framer((bytes) => {
            const f = decodeFrame(bytes, (id) => cfgs.get(id));
            seen[f.kind] = (seen[f.kind] ?? 0) + 1;
            if (f.kind === 'cfg1' || f.kind === 'cfg2' || f.kind === 'cfg3') cfgs.set(f.idcode, f);
            expect(encodeFrame(f, cfgs.get(f.idcode))).toEqual(new Uint8Array(bytes));
          });
          framer.push(payload);
          crcErrors += framer.stats.crcErrors;
          // a C37.118 flow is frames end to end (other traffic in the capture is not)
          if (framer.stats.frames && !flow.gaps) expect(framer.stats.skipped).toBe(0);
        }
      }
      expect(crcErrors).toBe(0);
      expect(seen).toEqual(counts);
    });
  }

  it('C37.118_1PMU_UDP_minimal.pcap: the values of its configuration and data frame', () => {
    const frames: Frame[] = [];
    let cfg: ConfigFrame | undefined;
    for (const flow of readPcap(fs.readFileSync(path.join(CAPTURES, 'C37.118_1PMU_UDP_minimal.pcap')))) {
      for (const p of flow.payloads) {
        const f = decodeFrame(p, () => cfg);
        if (f.kind === 'cfg2') cfg = f;
        frames.push(f);
      }
    }
    expect(
      frames
        .filter((f) => f.kind === 'command')
        .map((f) => (f as { cmd: number }).cmd)
        .sort(),
    ).toEqual([CMD.off, CMD.on, CMD.cfg2]);
    expect(cfg).toMatchObject({ idcode: 60, timeBase: 1_000_000, dataRate: 50 });
    const pmu = cfg!.pmus[0];
    expect(pmu).toMatchObject({
      station: 'PMU1',
      idcode: 61,
      fnom: 50,
      cfgcnt: 1,
      format: { polar: true, phasorFloat: true, analogFloat: true, freqFloat: false },
    });
    expect(pmu.phasors.map((c) => [c.name, c.kind, c.unit])).toEqual([
      ['VA', 0, 1220],
      ['VB', 0, 1220],
      ['VC', 0, 1220],
    ]);
    expect(pmu.digitals[0].names[15]).toBe('Dig Channel 16');
    const d = frames.find((f) => f.kind === 'data') as DataFrame;
    expect(d).toMatchObject({ soc: 1_217_607_491, fracsec: 580_000 });
    // 0x42C827B9 0xBFC89EC2: 100.0776 V at −1.5673 rad
    expect(phasorValue(pmu, d.pmus[0], 0).mag).toBeCloseTo(100.0776, 4);
    expect(phasorValue(pmu, d.pmus[0], 0).angle).toBeCloseTo(-1.5673, 4);
    expect(phasorValue(pmu, d.pmus[0], 1).angle).toBeCloseTo(2.6199, 4);
    expect(frequency(pmu, d.pmus[0])).toBe(50);
    expect(d.pmus[0].stat).toBe(0);
  });
});
