import { describe, expect, it } from 'vitest';
import { heatmapEn, heatmapZh } from '#client/i18n/portal/heatmap.js';
import { METRICS, scaleMax } from '#client/heatmap/metrics.js';
import { heatRequest, placeDevices } from '#client/heatmap/place.js';
import type { MapDevice } from '#client/heatmap/types.js';
import { project } from '#shared/cnProjection.js';

const device = (equipid: string, lng: number, lat: number, ratedKv = 220): MapDevice => ({
  equipid,
  equiptype: 'SMD-C',
  name_zh: equipid,
  name_en: equipid,
  province: '北京',
  lat,
  lng,
  status: 1,
  ratedKv,
  equipMapInfos: {
    fq: { pointId: `${equipid}.fq`, recordId: 1, unit: 'Hz', interval: 0.01 },
    UAA: { pointId: `${equipid}.UAA`, recordId: 2, unit: 'kV', interval: 0.01 },
  },
});

describe('heat-map page logic', () => {
  it('the heat of a reading is its deviation: |f − 50| Hz, |U / (U_rated/√3) − 1| %', () => {
    const d = device('a', 116.4, 39.9);
    expect(METRICS.freq.heat(50.05, d)).toBeCloseTo(0.05, 6);
    expect(METRICS.freq.heat(49.9, d)).toBeCloseTo(0.1, 6);
    expect(METRICS.volt.heat((220 / Math.sqrt(3)) * 1.03, d)).toBeCloseTo(3, 6);
    expect(scaleMax(METRICS.freq, [0.01, null, 0.02])).toBe(0.1); // never below the floor
    expect(scaleMax(METRICS.freq, [0.3, null])).toBe(0.3);
  });

  it('places devices with the map projection and sends only those with a reading', () => {
    const devices = [device('a', 116.4, 39.9), device('b', 87.6, 43.8)];
    const placed = placeDevices(
      devices,
      [
        { pointid: 'a.fq', value: 50.02, timestamp: 1, unit: 'Hz' },
        { pointid: 'b.fq', value: null, timestamp: 0, unit: 'Hz' },
      ],
      METRICS.freq,
    );
    const [x, y] = project(116.4, 39.9);
    expect(placed[0]).toMatchObject({ x, y, reading: 50.02 });
    expect(placed[0].heat).toBeCloseTo(0.02, 6);
    expect(placed[1]).toMatchObject({ reading: null, heat: null });
    const body = heatRequest(placed, 0.1);
    expect(body).toMatchObject({ scale: { w: 1000, h: 800 }, max: 0.1 });
    expect(body.nodes).toEqual([{ x: Math.round(x), y: Math.round(y), v: placed[0].heat }]);
  });

  it('has the same heatmap.* keys in Chinese and English, all translated', () => {
    expect(Object.keys(heatmapEn).sort()).toEqual(Object.keys(heatmapZh).sort());
    for (const k of Object.keys(heatmapZh)) {
      expect(k.startsWith('heatmap.')).toBe(true);
      expect(heatmapEn[k]).not.toBe('');
    }
  });
});
