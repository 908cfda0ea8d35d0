import { describe, expect, it } from 'vitest';
import { alignLines } from '#client/curves/chartData.js';
import { appendWindow, placeholderPoints, trimLine } from '#client/curves/curveBuffer.js';
import { missingUrlWarning } from '#client/curves/curveDefaults.js';
import { CURVE_PALETTE, paletteColor } from '#client/curves/palette.js';
import type { CurveLine } from '#client/curves/types.js';

const line = (x: number[], y: (number | null)[]): CurveLine => ({ equipid: 'a', name_zh: '甲', name_en: 'A', x, y });

describe('curve data', () => {
  it('no data: 500 zero points 20 ms apart ending now', () => {
    const p = placeholderPoints(1000);
    expect(p.x).toHaveLength(500);
    expect(p.y.every((v) => v === 0)).toBe(true);
    expect(p.x.at(-1)).toBe(1000);
    expect(p.x[1] - p.x[0]).toBeCloseTo(0.02, 9);
    const [x, y1, y2] = alignLines([line([], []), line([], [])], 1000);
    expect(x).toHaveLength(500);
    expect(y1).toHaveLength(500);
    expect(y2).toHaveLength(500);
    expect(alignLines([], 1000)).toHaveLength(2); // one placeholder series
  });

  it('lines with the same times share them; others are merged with nulls', () => {
    const a = line([1, 2, 3], [10, 20, 30]);
    const b = line([1, 2, 3], [11, 21, 31]);
    expect(alignLines([a, b], 0)).toEqual([
      [1, 2, 3],
      [10, 20, 30],
      [11, 21, 31],
    ]);
    const c = line([2, 4], [5, 6]);
    expect(alignLines([a, c], 0)).toEqual([
      [1, 2, 3, 4],
      [10, 20, 30, null],
      [null, 5, null, 6],
    ]);
  });

  it('appends after the last point only and trims from the front', () => {
    const l = line([], []);
    appendWindow(l, { basetime: 10, interval: 0.1, value: [1, 2, 3] });
    appendWindow(l, { basetime: 10.2, interval: 0.1, value: [3, 4] });
    expect(l.x).toEqual([10, 10.1, 10.2, 10.3]);
    expect(l.y).toEqual([1, 2, 3, 4]);
    trimLine(l, 2);
    expect(l.x).toEqual([10.2, 10.3]);
  });

  it('names the first missing url property', () => {
    expect(missingUrlWarning({ queryData_BaseRecordIDs: 'a', queryWrdbLastTimestamp: 'b', queryWrdbData: 'c', closeWrdb: 'd' })).toBeUndefined();
    expect(missingUrlWarning({ queryData_BaseRecordIDs: 'a', queryWrdbLastTimestamp: 'b', queryWrdbData: '', closeWrdb: 'd' })).toBe(
      '请设置url.queryWrdbData属性!',
    );
  });

  it('has a 9-colour palette that repeats', () => {
    expect(CURVE_PALETTE).toHaveLength(9);
    expect(new Set(CURVE_PALETTE).size).toBe(9);
    expect(paletteColor(9)).toBe(paletteColor(0));
  });
});
