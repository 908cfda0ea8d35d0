import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { comtradeFromSamples, parseComtrade, sampleTimes, splitCff, toCff, toFiles, type FileType } from '#server/comtrade/index.js';
import { readCombined, readRecording } from '../support/comtradeReader.js';

const FIX = 'tests/fixtures/comtrade';
const RATE = 5120;
const N = 2048;
// 2026-03-01 08:00:00.5 UTC: the start has a fraction, the zone is China's
const START = Date.UTC(2026, 2, 1, 8, 0, 0) / 1000 + 0.5;
const AMP = 8.165; // kV peak of a 10 kV system's phase voltage
const va = (i: number) => AMP * Math.sin((2 * Math.PI * 50 * i) / RATE);
const vb = (i: number) => AMP * Math.sin((2 * Math.PI * 50 * i) / RATE - (2 * Math.PI) / 3);
const fq = (i: number) => 50 + 0.02 * Math.sin((2 * Math.PI * i) / N);

function recording(ft: FileType) {
  return comtradeFromSamples(
    {
      station: 'Test substation',
      deviceId: 'SMDW-T1',
      start: START,
      trigger: START + 0.1,
      sampleRate: RATE,
      localOffsetMinutes: 480,
      channels: [
        { name: 'UA', phase: 'A', unit: 'kV', values: Float64Array.from({ length: N }, (_, i) => va(i)), primary: 10000, secondary: 100, ps: 'P' },
        { name: 'UB', phase: 'B', unit: 'kV', values: Float64Array.from({ length: N }, (_, i) => (i === 7 ? NaN : vb(i))), primary: 10000, secondary: 100 },
        { name: 'fq', unit: 'Hz', values: Float64Array.from({ length: N }, (_, i) => fq(i)) },
      ],
      digitals: [{ name: 'trip', values: Float64Array.from({ length: N }, (_, i) => (i >= 1000 ? 1 : 0)) }],
      header: 'closed-form test signal',
    },
    ft,
  );
}

describe('COMTRADE files (IEEE C37.111-2013)', () => {
  for (const ft of ['ASCII', 'BINARY', 'BINARY32', 'FLOAT32'] as FileType[]) {
    it(`${ft}: an independent reader finds the channels, units, factors, rate, times and the closed-form values`, () => {
      const rec = recording(ft);
      const files = toFiles(rec);
      for (const r of [readRecording(files.cfg, files.dat), readCombined(toCff(rec))]) {
        expect(r).toMatchObject({
          station: 'Test substation',
          device: 'SMDW-T1',
          revision: 2013,
          fileType: ft,
          lineFrequency: 50,
          timeCode: '0',
          localCode: '+8',
        });
        expect(r.rates).toEqual([[RATE, N]]);
        expect(r.startMs).toBe(START * 1000);
        expect(r.startMicros).toBe(0);
        expect(r.triggerMs).toBe((START + 0.1) * 1000);
        expect(r.analog.map((c) => [c.name, c.phase, c.unit, c.primary, c.secondary, c.ps])).toEqual([
          ['UA', 'A', 'kV', 10000, 100, 'P'],
          ['UB', 'B', 'kV', 10000, 100, 'P'],
          ['fq', '', 'Hz', 1, 1, 'P'],
        ]);
        expect(r.sampleNumbers[N - 1]).toBe(N);
        // timestamps: i / 5120 s to the microsecond
        for (const i of [0, 1, 777, N - 1]) expect(Math.abs(r.stampSeconds[i] - i / RATE)).toBeLessThanOrEqual(0.5e-6);
        const tol = (c: (typeof r.analog)[number], v: number) => (ft === 'FLOAT32' ? Math.abs(v) * 1e-7 : c.a / 2 + 1e-12);
        for (let i = 0; i < N; i += 13) {
          expect(Math.abs(r.analog[0].values[i] - va(i))).toBeLessThanOrEqual(tol(r.analog[0], va(i)));
          expect(Math.abs(r.analog[2].values[i] - fq(i))).toBeLessThanOrEqual(tol(r.analog[2], fq(i)));
        }
        expect(r.analog[1].values[7]).toBeNaN(); // missing stays missing
        expect(r.digital[0].values[999]).toBe(0);
        expect(r.digital[0].values[1000]).toBe(1);
      }
      expect(readCombined(toCff(rec)).header).toContain('closed-form test signal');
    });

    it(`${ft}: parsed and written again, the files are byte-identical`, () => {
      const rec = recording(ft);
      const files = toFiles(rec);
      const again = parseComtrade(files);
      const second = toFiles(again);
      expect(second.cfg.equals(files.cfg)).toBe(true);
      expect(second.dat.equals(files.dat)).toBe(true);
      expect(toCff(again).equals(toCff(rec))).toBe(true);
      expect(parseComtrade(splitCff(toCff(rec))).samples.count).toBe(N);
      // sample times from the rate, in Unix seconds
      const t = sampleTimes(again);
      expect(t[0]).toBeCloseTo(START, 6);
      expect(t[N - 1] - t[0]).toBeCloseTo((N - 1) / RATE, 6);
    });
  }

  it('reads public sample files: ASCII and FLOAT32 .cff, a 1999 BINARY .cfg + .dat', () => {
    const ascii = parseComtrade(splitCff(fs.readFileSync(`${FIX}/sample_ascii.cff`)));
    expect(ascii).toMatchObject({ station: 'SMARTSTATION', device: 'IED123', revYear: '2013', ft: 'ASCII', timeCode: '-5h30', tmqCode: 'B', leapsec: '3' });
    expect(ascii.analogs.map((c) => c.id)).toEqual(['IA', 'IB', 'IC', '3I0']);
    expect(ascii.digitals.map((c) => c.id)).toEqual(['51A', '51B', '51C', '51N']);
    expect(ascii.samples.count).toBe(40);
    expect(ascii.samples.analog[0][0]).toBe(-83);
    expect(ascii.samples.digital[3][10]).toBe(1);
    // 12/01/2011 05:55:30.075011 at UTC−5:30
    expect(sampleTimes(ascii)[0]).toBeCloseTo(Date.UTC(2011, 0, 12, 11, 25, 30) / 1000 + 0.075011, 6);

    const float = parseComtrade(splitCff(fs.readFileSync(`${FIX}/sample_float32.cff`)));
    expect(float).toMatchObject({ ft: 'FLOAT32', rates: [{ samp: 100, endsamp: 301 }] });
    expect(float.samples.count).toBe(301);
    expect(float.start.frac).toBe('422969065'); // nanoseconds

    const bin = parseComtrade({
      cfg: fs.readFileSync(`${FIX}/sample_bin.cfg`),
      dat: fs.readFileSync(`${FIX}/sample_bin.dat`),
      hdr: Buffer.alloc(0),
      inf: Buffer.alloc(0),
    });
    expect(bin).toMatchObject({ revYear: '1999', ft: 'BINARY', rates: [{ samp: 15360, endsamp: 5 }] });
    expect(bin.analogs[0]).toMatchObject({ id: 'VA', unit: 'kV', primary: 120, secondary: 1, ps: 'P' });
    expect(bin.digitals).toHaveLength(16);
  });

  it('refuses bad files with a 400 that names the line', () => {
    const good = toFiles(recording('BINARY'));
    const cfg = good.cfg.toString();
    const bad = (c: string, dat = good.dat) => {
      try {
        parseComtrade({ ...good, cfg: Buffer.from(c), dat });
      } catch (e) {
        return e as { status: number; message: string; result: { field: string } };
      }
      throw new Error('accepted');
    };
    expect(bad(cfg.replace('4,3A,1D', '5,3A,1D'))).toMatchObject({ status: 400, result: { field: 'file' } });
    expect(bad(cfg.replace('4,3A,1D', '5,3A,1D')).message).toContain('第 2 行');
    expect(bad(cfg.replace('BINARY', 'BINARY64')).message).toContain('ft');
    expect(bad(cfg.replace(',kV,', ',kV,abc,').replace(/\r\n[^\r\n]*$/, '')).status).toBe(400);
    expect(bad(cfg, good.dat.subarray(0, 100)).message).toContain('配置文件说有 2048 个');
    expect(bad(cfg.replace('4,3A,1D', '999,998A,1D')).message).toContain('超过上限');
    expect(() => splitCff(Buffer.from('hello'))).toThrow(/CFG/);
  });
});
