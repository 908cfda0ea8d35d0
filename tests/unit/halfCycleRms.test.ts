import { describe, expect, it } from 'vitest';
import type { DeviceEntry } from '#server/realtime/devices/types.js';
import { EventDetector } from '#server/realtime/events/detector.js';
import { DEFAULT_RULES, DEFAULT_RVC_RULE, type AlarmRule } from '#server/realtime/events/types.js';
import { EventSeconds } from '#server/realtime/history/eventSeconds.js';
import { HalfCycleRms } from '#server/realtime/math/halfCycleRms.js';
import { Wrdb } from '#server/realtime/wrdb/store.js';

const FS = 5120;
const UDIN = 0.4 / Math.sqrt(3); // kV, an SMD-W's 0.4 kV system
const S0 = 1_700_000_000 * FS; // absolute sample index of a whole second

/** √2·Udin·g(t)·sin(2πft + φ) (+ a 5 % third harmonic), g the dip profile, t from sample 0 */
function wave(n: number, f: number, g: (t: number) => number = () => 1, phi = 0, h3 = 0): number[] {
  return Array.from({ length: n }, (_, i) => {
    const t = i / FS;
    const w = 2 * Math.PI * f * t + phi;
    return Math.SQRT2 * UDIN * g(t) * (Math.sin(w) + h3 * Math.sin(3 * w));
  });
}
const step = (from: number, to: number, level: number) => (t: number) => (t >= from && t < to ? level : 1);

function urms(samples: number[]): { at: number; u: number }[] {
  const r = new HalfCycleRms(FS);
  const out: { at: number; u: number }[] = [];
  for (const x of samples) {
    const u = r.push(x);
    if (!Number.isNaN(u)) out.push({ at: r.at, u });
  }
  return out;
}

const entry: DeviceEntry = {
  device: {
    id: 'w1',
    equipId: 'SMD-W-001',
    equipType: 'SMD-W',
    nameZh: '',
    nameEn: '',
    province: '',
    lat: 0,
    lng: 0,
    status: 1,
    ratedKv: 0.4,
    reportRate: 50,
    sampleRate: FS,
  },
  points: {
    UAA: { deviceId: 'w1', measType: 'UAA', pointId: 'SMD-W-001.UAA', recordId: 2 },
    WAV: { deviceId: 'w1', measType: 'WAV', pointId: 'SMD-W-001.WAV', recordId: 3 },
  },
};

/** One second of steady signal (seen, not news), then `samples`; UAA carries the 50/s RMS of each 20 ms of the same waveform. */
function detect(samples: number[], rules: AlarmRule[] = DEFAULT_RULES) {
  const wrdb = new Wrdb();
  wrdb.sync([
    { recordId: 2, rate: 50, width: 1, decimals: 5, seconds: 60 },
    { recordId: 3, rate: FS, width: 1, decimals: 5, seconds: 10 },
  ]);
  const detector = new EventDetector(wrdb, rules);
  wrdb.get(3)!.write(S0, wave(FS, 50));
  wrdb.get(2)!.write(
    S0 / (FS / 50),
    Array.from({ length: 50 }, () => UDIN),
  );
  expect(detector.scan([entry])).toEqual([]);
  wrdb.get(3)!.write(S0 + FS, samples);
  const per = FS / 50; // 102.4 samples a report
  const reported = Array.from({ length: Math.floor(samples.length / per) }, (_, k) => {
    const part = samples.slice(Math.round(k * per), Math.round((k + 1) * per));
    return Math.sqrt(part.reduce((s, x) => s + x * x, 0) / part.length);
  });
  wrdb.get(2)!.write(S0 / (FS / 50) + 50, reported);
  return { events: detector.scan([entry]), reported };
}

describe('Urms(½), IEC 61000-4-30 5.4.1 (class A)', () => {
  for (const f of [45, 50, 55])
    it(`a sine at ${f} Hz, any phase, with a 5 % third harmonic: every value within 0.1 % of the RMS`, () => {
      for (const phi of [0, 0.7, 2.1]) {
        const values = urms(wave(FS, f, undefined, phi, 0.05));
        expect(values.length).toBeGreaterThanOrEqual(2 * f - 3); // refreshed every half cycle
        const rms = UDIN * Math.sqrt(1 + 0.05 ** 2);
        for (const { u } of values) expect(Math.abs(u / rms - 1)).toBeLessThan(1e-4); // achieved ≤ 0.0003 %, required 0.1 %
      }
    });

  it('a 3-cycle dip to 50 %: one dip, duration within a half cycle of 60 ms, residual within 0.2 % of Udin', () => {
    for (const f of [45, 50, 55]) {
      const t1 = 0.2 + 0.3 / f; // starts off a zero crossing
      const { events } = detect(wave(FS, f, step(t1, t1 + 3 / f, 0.5)));
      expect(events).toHaveLength(1);
      const [dip] = events;
      expect(dip).toMatchObject({ kind: 'voltage_sag', phase: 'A', recordId: 3 });
      expect(Math.abs(dip.duration - 3 / f)).toBeLessThanOrEqual(0.5 / f + 1 / FS);
      expect(Math.abs(dip.extreme - 0.5)).toBeLessThan(0.002);
      expect(dip.start).toBeGreaterThanOrEqual((S0 + FS) / FS + t1);
    }
  });

  it('a one-cycle dip to 80 % across two reported values (each 90.6 %, above the limit) is found on Urms(½)', () => {
    // before: judged on the 50/s values only, no event; now: one dip of one cycle at 80 %
    const { events, reported } = detect(wave(FS, 50, step(0.21, 0.23, 0.8)));
    expect(Math.min(...reported) / UDIN).toBeGreaterThan(0.9);
    expect(events).toHaveLength(1);
    expect(events[0].kind).toBe('voltage_sag');
    expect(Math.abs(events[0].duration - 0.02)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(events[0].extreme - 0.8)).toBeLessThan(0.002);
  });

  it('an interruption (to 1 %) and a swell (to 120 %) on Urms(½), with their residual / maximum', () => {
    const cut = detect(wave(FS, 50, step(0.2, 0.3, 0.01))).events;
    expect(cut.map((e) => e.kind).sort()).toEqual(['voltage_interruption', 'voltage_sag']);
    const intr = cut.find((e) => e.kind === 'voltage_interruption')!;
    expect(intr.extreme).toBeLessThan(0.012);
    expect(Math.abs(intr.duration - 0.1)).toBeLessThanOrEqual(0.01);
    const [swell, ...rest] = detect(wave(FS, 50, step(0.2, 0.26, 1.2))).events;
    expect(rest).toEqual([]);
    expect(swell.kind).toBe('voltage_swell');
    expect(Math.abs(swell.extreme - 1.2)).toBeLessThan(0.002);
    expect(Math.abs(swell.duration - 0.06)).toBeLessThanOrEqual(0.01);
  });

  it('flags (§4.7) the second of a one-cycle dip the reported values miss, and only that second', () => {
    const wrdb = new Wrdb();
    wrdb.sync([
      { recordId: 2, rate: 50, width: 1, decimals: 5, seconds: 60 },
      { recordId: 3, rate: FS, width: 1, decimals: 5, seconds: 10 },
    ]);
    wrdb.get(3)!.write(S0, wave(3 * FS, 50, step(1.21, 1.23, 0.8)));
    wrdb.get(2)!.write(
      S0 / (FS / 50),
      Array.from({ length: 150 }, () => UDIN * 0.95),
    ); // UAA never below 90 %
    const seconds = new EventSeconds(wrdb);
    expect([0, 1, 2].map((k) => seconds.has(entry, S0 / FS + k))).toEqual([false, true, false]);
  });

  it('a rapid voltage change (5.11) on Urms(½): a one-cycle drop to 93 % the 50/s values show as ≥ 95 %, and a step judged once, not again on UAA', () => {
    const rules = [DEFAULT_RVC_RULE, ...DEFAULT_RULES];
    // the first second of the batch fills the rule's window (the mean of the previous 100 Urms(½) values)
    const { events, reported } = detect(wave(2 * FS, 50, step(1.21, 1.23, 0.93)), rules);
    expect(Math.min(...reported) / UDIN).toBeGreaterThan(0.95);
    expect(events.map((e) => e.kind)).toEqual(['rvc']);
    expect(events[0]).toMatchObject({ phase: 'A', recordId: 3 });
    expect(Math.abs(events[0].extreme - 0.07)).toBeLessThan(0.003);
    // a lasting step to 94 %: ΔU 6 % on both, reported once (from the waveform)
    const lasting = detect(wave(3 * FS, 50, step(1.2, 9, 0.94)), rules).events;
    expect(lasting.map((e) => [e.kind, e.recordId])).toEqual([['rvc', 3]]);
    expect(Math.abs(lasting[0].extreme - 0.06)).toBeLessThan(0.003);
  });
});
