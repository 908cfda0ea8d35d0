import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureEn, measureZh } from '#client/i18n/portal/measure.js';
import { maxRate, pickMixed, pointRate } from '#client/measure/equipText.js';
import { buildDiagram, diagramPoints, METER_H, METER_W } from '#client/portal/measure/oneline/diagram.js';
import { frequencyLevel, voltageLevel, worst } from '#client/portal/measure/oneline/thresholds.js';
import { bars, distortion, historyPoints, mergeTrend } from '#client/portal/measure/spectrum/spectrumData.js';
import type { EquipInfo, SpectrumAnswer } from '#client/measure/types.js';

const equip = (equipid: string, equiptype: string, status = 1, interval = 0.02): EquipInfo => ({
  equipid,
  equiptype,
  name_zh: `站${equipid}`,
  name_en: `Site ${equipid}`,
  province: '北京',
  lat: 39.9,
  lng: 116.4,
  status,
  ratedKv: 10,
  equipMapInfos: { fq: { pointId: `${equipid}.fq`, recordId: 1, unit: 'Hz', interval }, UAA: { pointId: `${equipid}.UAA`, recordId: 2, unit: 'kV', interval } },
});

describe('measurement pages: pure parts', () => {
  it('frequency levels: ±0.2 Hz normal, ±0.5 Hz warning, beyond alarm', () => {
    expect(frequencyLevel(50.2)).toBe('normal');
    expect(frequencyLevel(49.75)).toBe('warning');
    expect(frequencyLevel(50.5)).toBe('warning');
    expect(frequencyLevel(49.4)).toBe('alarm');
    expect(frequencyLevel(null)).toBe('nodata');
  });

  it('voltage levels against the rated phase voltage: ±7 % normal, ±10 % warning', () => {
    const udin = 10 / Math.sqrt(3);
    expect(voltageLevel(udin * 1.07, 10)).toBe('normal');
    expect(voltageLevel(udin * 0.92, 10)).toBe('warning');
    expect(voltageLevel(udin * 1.11, 10)).toBe('alarm');
    expect(voltageLevel([1, 2], 10)).toBe('nodata');
    expect(worst('normal', 'alarm')).toBe('alarm');
    expect(worst('nodata', 'normal')).toBe('normal');
  });

  it('spectrum bars: harmonic orders 2–50, interharmonics as given; distortion and trend', () => {
    const a: SpectrumAnswer = {
      equipid: 'x',
      equiptype: 'SMD-L',
      timestamp: 10,
      unit: '%',
      interval: 0.2,
      fundamental: 5.8,
      udin: 5.77,
      thd: 3.2,
      tihd: 0.3,
      orders: [1, 2, 3, 51],
      groups: [100, 1, 2, 3],
      subgroups: [],
      history: { basetime: 9, interval: 0.2, thd: [3, 3.1, 3.2], groups: [] },
    };
    expect(bars(a, 'harmonic')).toEqual([
      { order: '2', value: 1 },
      { order: '3', value: 2 },
    ]);
    expect(distortion(a, 'harmonic')).toBe(3.2);
    expect(distortion(a, 'interharmonic')).toBe(0.3);
    expect(historyPoints(a, 'harmonic')).toEqual([
      { time: 9, value: 3 },
      { time: 9.2, value: 3.1 },
      { time: 9.4, value: 3.2 },
    ]);
    const merged = mergeTrend(
      [
        { time: 8, value: 1 },
        { time: 9, value: 3 },
      ],
      historyPoints(a, 'harmonic'),
      1,
    );
    expect(merged.map((p) => p.time)).toEqual([9, 9.2, 9.4]);
  });

  it('a mixed first choice takes the types in turn, running devices only', () => {
    const list = [equip('C1', 'SMD-C'), equip('C2', 'SMD-C'), equip('C3', 'SMD-C'), equip('R1', 'SMD-R', 2), equip('R2', 'SMD-R'), equip('W1', 'SMD-W')];
    expect(pickMixed(list, 4)).toEqual(['C1', 'R2', 'W1', 'C2']);
    expect(pickMixed(list, 10)).toEqual(['C1', 'R2', 'W1', 'C2', 'C3']);
  });

  it('rates follow the record interval', () => {
    expect(pointRate(equip('a', 'SMD-C', 1, 0.01), 'fq')).toBe(100);
    expect(pointRate(undefined, 'fq')).toBe(50);
    expect(maxRate([equip('a', 'SMD-L'), equip('b', 'SMD-R', 1, 0.01)], 'fq')).toBe(100);
  });

  it('the one-line diagram binds running devices of each type to meters without overlaps', () => {
    const list = [
      equip('C1', 'SMD-C'),
      equip('C2', 'SMD-C'),
      equip('R1', 'SMD-R'),
      equip('R2', 'SMD-R'),
      equip('R3', 'SMD-R'),
      equip('L1', 'SMD-L', 0),
      equip('L2', 'SMD-L'),
      equip('L3', 'SMD-L'),
      equip('W1', 'SMD-W'),
      equip('W2', 'SMD-W'),
    ];
    const d = buildDiagram(list);
    expect(d.meters.map((m) => m.equipid)).toEqual(['C1', 'R1', 'R2', 'L2', 'L3', 'W1', 'W2']);
    expect(diagramPoints(d)).toContain('L2.UAA');
    for (const m of d.meters) {
      expect(m.x).toBeGreaterThanOrEqual(0);
      expect(m.x + METER_W).toBeLessThanOrEqual(d.width);
      expect(m.y + METER_H).toBeLessThanOrEqual(d.height);
    }
    for (const a of d.meters)
      for (const b of d.meters) {
        if (a === b) continue;
        const apart = a.x + METER_W <= b.x || b.x + METER_W <= a.x || a.y + METER_H <= b.y || b.y + METER_H <= a.y;
        expect(apart, `${a.equipid} overlaps ${b.equipid}`).toBe(true);
      }
    expect(buildDiagram([]).meters).toEqual([]);
  });

  it('zh and en have the same keys, and every key the measure and curve code uses exists', () => {
    expect(Object.keys(measureEn).sort()).toEqual(Object.keys(measureZh).sort());
    const dirs = ['src/client/portal/measure', 'src/client/measure', 'src/client/curves'];
    const files = dirs.flatMap((d) =>
      fs
        .readdirSync(d, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.tsx') || f.endsWith('.ts'))
        .map((f) => path.join(d, f)),
    );
    const used = new Set<string>();
    for (const f of files) {
      const text = fs.readFileSync(f, 'utf8');
      for (const m of text.matchAll(/['"`]((?:curve|measure)\.[a-zA-Z.${}_]+)['"`]/g)) used.add(m[1]);
    }
    const keys = Object.keys(measureZh);
    for (const k of used) {
      const re = new RegExp(`^${k.replace(/\./g, '\\.').replace(/\$\{[^}]+\}/g, '[^.]+')}$`);
      expect(
        keys.some((key) => re.test(key)),
        `missing key ${k}`,
      ).toBe(true);
    }
    expect(used.size).toBeGreaterThan(20);
  });
});
