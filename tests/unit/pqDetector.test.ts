import { describe, expect, it } from 'vitest';
import type { DeviceEntry } from '#server/realtime/devices/types.js';
import { EventDetector } from '#server/realtime/events/detector.js';
import { phaseOfChannel, rulesFor } from '#server/realtime/events/scope.js';
import { DEFAULT_RULES, DEFAULT_RVC_RULE, type AlarmRule } from '#server/realtime/events/types.js';
import { sarfiRows, systemSarfi } from '#server/pq/sarfi.js';
import { Wrdb } from '#server/realtime/wrdb/store.js';

const RATE = 100;
const UDIN = 35 / Math.sqrt(3);
const T0 = 1_700_000_000 * RATE;
const entry = (equipId = 'SMDR-T1'): DeviceEntry => ({
  device: {
    id: 'd1',
    equipId,
    equipType: 'SMD-R',
    nameZh: '',
    nameEn: '',
    province: '',
    lat: 0,
    lng: 0,
    status: 1,
    ratedKv: 35,
    reportRate: RATE,
    sampleRate: 5120,
  },
  points: { UAA: { deviceId: 'd1', measType: 'UAA', pointId: `${equipId}.UAA`, recordId: 2 } },
});
const steady = (n: number, pu: number) => Array.from({ length: n }, () => pu * UDIN);

/** A detector over one UAA record, already past its first sight (history is not news). */
function setup(rules: AlarmRule[]) {
  const wrdb = new Wrdb();
  wrdb.sync([{ recordId: 2, rate: RATE, width: 1, decimals: 4, seconds: 600 }]);
  const ring = wrdb.get(2)!;
  ring.write(T0, steady(RATE, 1));
  const detector = new EventDetector(wrdb, rules);
  detector.scan([entry()]);
  let next = T0 + RATE;
  const play = (values: number[]) => {
    ring.write(next, values);
    next += values.length;
    return detector.scan([entry()]);
  };
  return { detector, play };
}
const rule = (over: Partial<AlarmRule>): AlarmRule => ({ ...DEFAULT_RULES[0], ...over });

describe('rule-driven event detector', () => {
  it('holds a dip open until the voltage is back above limit + hysteresis (IEC 61000-4-30: 90 % and 2 %)', () => {
    const { play } = setup([rule({})]);
    // 50 ms at 80 %, then 91 % (above the limit, not above 92 %) for 30 ms, then back
    expect(play([...steady(5, 0.8), ...steady(3, 0.91)])).toEqual([]);
    const [dip, ...rest] = play(steady(5, 1));
    expect(rest).toEqual([]);
    expect(dip).toMatchObject({ kind: 'voltage_sag', phase: 'A', duration: 0.08 });
    expect(dip.extreme).toBeCloseTo(0.8, 5);
  });

  it('reports swells and interruptions with their own limits, and drops what is shorter than the minimum duration', () => {
    const { play } = setup([
      rule({ id: 'sw', kind: 'voltage_swell', limit: 110, hysteresis: 2 }),
      rule({ id: 'in', kind: 'voltage_interruption', limit: 5, hysteresis: 2 }),
      rule({ id: 'dip', kind: 'voltage_sag', limit: 90, hysteresis: 2, minDurationMs: 50 }),
    ]);
    const found = play([...steady(4, 1.25), ...steady(10, 1), ...steady(3, 0.5), ...steady(10, 1), ...steady(8, 0.01), ...steady(10, 1)]);
    found.sort((a, b) => a.start - b.start || a.kind.localeCompare(b.kind));
    expect(found.map((e) => [e.kind, e.rule.id, Math.round(e.duration * 1000)])).toEqual([
      ['voltage_swell', 'sw', 40],
      ['voltage_interruption', 'in', 80],
      ['voltage_sag', 'dip', 80], // the 30 ms dip is under the 50 ms minimum; the interruption's dip is not
    ]);
    expect(found[0].extreme).toBeCloseTo(1.25, 5);
  });

  it('reports a rapid voltage change from a steady second, and voids one that becomes a dip', () => {
    const { play } = setup([DEFAULT_RVC_RULE, DEFAULT_RULES[0]]);
    expect(play(steady(RATE, 1))).toEqual([]); // a steady second first
    // a step from 100 % to 94 %: ΔU 6 % > 5 %, within 90–110 %
    const [rvc] = play(steady(2 * RATE, 0.94));
    expect(rvc).toMatchObject({ kind: 'rvc' });
    expect(rvc.extreme).toBeCloseTo(0.06, 3);
    expect(rvc.duration).toBeGreaterThan(0.4); // until the second's mean has followed the step
    // steady at 94 %, then a drop to 85 %: a dip, not an RVC
    const found = play([...steady(10, 0.85), ...steady(2 * RATE, 0.94)]);
    expect(found.map((e) => e.kind)).toEqual(['voltage_sag']);
  });

  it('takes new rules on setRules: a changed limit applies from then on', () => {
    const { detector, play } = setup([rule({ limit: 90 })]);
    detector.setRules([rule({ limit: 50 })]);
    play(steady(2, 1)); // the changed rule starts at the newest row
    expect(play([...steady(5, 0.6), ...steady(5, 1)])).toEqual([]);
    expect(play([...steady(5, 0.4), ...steady(5, 1)]).map((e) => e.rule.limit)).toEqual([50]);
  });

  it('picks the most specific rules: the device, else its type, else every device', () => {
    const all = rule({ id: 'all' });
    const typed = rule({ id: 'typed', equipType: 'SMD-R' });
    const own = rule({ id: 'own', equipId: 'SMDR-T1' });
    const d = entry().device;
    expect(rulesFor([all, typed, own], d, 'voltage_sag').map((r) => r.id)).toEqual(['own']);
    expect(rulesFor([all, typed], d, 'voltage_sag').map((r) => r.id)).toEqual(['typed']);
    expect(rulesFor([all, typed], { ...d, equipType: 'SMD-C' }, 'voltage_sag').map((r) => r.id)).toEqual(['all']);
    expect(rulesFor([all], d, 'voltage_swell')).toEqual([]);
    expect(['VA', 'UB_MAG', 'Vc1', 'VAB', 'IA', 'FREQ'].map(phaseOfChannel)).toEqual(['A', 'B', 'C', null, null, null]);
  });
});

describe('SARFI', () => {
  it('counts dips below 90, 70, 50 and 10 % per device and period, and per device monitored for a selection', () => {
    const day = Date.UTC(2026, 10, 1);
    const rows = sarfiRows(
      [
        ['A', day, 85],
        ['A', day + 3600_000, 45],
        ['A', day + 40 * 86_400_000, 5],
        ['B', day, 69.9],
      ],
      'month',
      0,
    );
    expect(rows).toEqual([
      { equipId: 'A', period: '2026-11', sarfi90: 2, sarfi70: 1, sarfi50: 1, sarfi10: 0 },
      { equipId: 'A', period: '2026-12', sarfi90: 1, sarfi70: 1, sarfi50: 1, sarfi10: 1 },
      { equipId: 'B', period: '2026-11', sarfi90: 1, sarfi70: 1, sarfi50: 0, sarfi10: 0 },
    ]);
    expect(systemSarfi(rows, 4)[0]).toEqual({ equipId: '*', period: '2026-11', sarfi90: 0.75, sarfi70: 0.5, sarfi50: 0.25, sarfi10: 0 });
  });
});
