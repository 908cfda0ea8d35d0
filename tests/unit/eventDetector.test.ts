import { describe, expect, it } from 'vitest';
import type { DeviceEntry } from '#server/realtime/devices/types.js';
import { EventDetector } from '#server/realtime/events/detector.js';
import { sayIn } from '#server/i18n/said.js';
import { eventText } from '#server/realtime/events/text.js';
import { Wrdb } from '#server/realtime/wrdb/store.js';

const RATE = 100;
const entry: DeviceEntry = {
  device: {
    id: 'd1',
    equipId: 'SMD-C-001',
    equipType: 'SMD-C',
    nameZh: '',
    nameEn: '',
    province: '',
    lat: 0,
    lng: 0,
    status: 1,
    ratedKv: 220,
    reportRate: RATE,
    sampleRate: 5120,
  },
  points: {
    fq: { deviceId: 'd1', measType: 'fq', pointId: 'SMD-C-001.fq', recordId: 1 },
    UAA: { deviceId: 'd1', measType: 'UAA', pointId: 'SMD-C-001.UAA', recordId: 2 },
  },
};
const udin = 220 / Math.sqrt(3);
const T0 = 1_700_000_000 * RATE; // absolute row index of a whole second

function setup() {
  const wrdb = new Wrdb();
  wrdb.sync([1, 2].map((recordId) => ({ recordId, rate: RATE, width: 1, decimals: 3, seconds: 600 })));
  const write = (recordId: number, start: number, values: number[]) => wrdb.get(recordId)!.write(start, values);
  return { wrdb, write, detector: new EventDetector(wrdb) };
}
const steady = (n: number, v: number) => Array.from({ length: n }, () => v);

describe('device event detector', () => {
  it('reports a voltage sag once it is over, with its depth and duration; history before the first scan is not news', () => {
    const { write, detector } = setup();
    write(2, T0, [...steady(10, udin), ...steady(5, udin * 0.5), udin]); // an old sag
    write(1, T0, steady(16, 50));
    expect(detector.scan([entry])).toEqual([]);
    // 80 ms at 62 % (the deepest row), still open at the end of this batch
    write(2, T0 + 16, [udin, udin * 0.7, udin * 0.62, ...steady(5, udin * 0.65)]);
    expect(detector.scan([entry])).toEqual([]);
    write(2, T0 + 24, [udin * 0.8, udin, udin]);
    const [sag, ...rest] = detector.scan([entry]);
    expect(rest).toEqual([]);
    expect(sag).toMatchObject({ equipId: 'SMD-C-001', kind: 'voltage_sag', start: (T0 + 17) / RATE, end: (T0 + 24) / RATE });
    expect(sag.extreme).toBeCloseTo(0.62, 5);
    expect(sayIn(eventText(sag), 'zh')).toBe('A 相电压暂降：残余电压 62.0 %，持续约 80 ms（22:13:20.170 UTC 起）。');
    expect(sayIn(eventText(sag), 'en')).toBe('Voltage dip on phase A: residual voltage 62.0 %, lasting about 80 ms (from 22:13:20.170 UTC).');
    expect(detector.scan([entry])).toEqual([]); // reported once
  });

  it('reports a frequency excursion beyond ±0.2 Hz with its farthest value; a gap inside does not end it', () => {
    const { write, detector } = setup();
    write(1, T0, [50]);
    detector.scan([entry]);
    write(1, T0 + 1, [50.1, 49.75, 49.7]);
    write(1, T0 + 6, [49.72, 50.21, 50.05]); // rows 4–5 are a gap (NaN)
    const [ev] = detector.scan([entry]);
    expect(ev).toMatchObject({ kind: 'freq_excursion', start: (T0 + 2) / RATE, end: (T0 + 7) / RATE });
    expect(ev.extreme).toBeCloseTo(49.7, 4);
    expect(sayIn(eventText(ev), 'zh')).toMatch(/^频率越限：极值 49\.700 Hz，持续约 60 ms/);
    expect(sayIn(eventText(ev), 'en')).toMatch(/^Frequency excursion: extreme 49\.700 Hz, lasting about 60 ms/);
  });

  it('stays quiet within the limits: 50 ± 0.19 Hz and 91 % voltage', () => {
    const { write, detector } = setup();
    write(1, T0, [50]);
    write(2, T0, [udin]);
    detector.scan([entry]);
    write(1, T0 + 1, [50.19, 49.81, 50]);
    write(2, T0 + 1, [udin * 0.91, udin * 1.05, udin]);
    expect(detector.scan([entry])).toEqual([]);
  });
});
