import { describe, expect, it } from 'vitest';
import { fetchHistory, flagSpans } from '../../src/client/curves/historyData.js';
import { uplotOptions } from '../../src/client/curves/uplotOptions.js';
import type { CurveGet } from '../../src/client/curves/types.js';

describe('flagged history buckets (IEC 61000-4-30 §4.7) on the curve', () => {
  it('become spans from a bucket to its end, adjacent ones merged', () => {
    const time = [0, 60, 120, 180, 240, 300];
    expect(flagSpans(time, [false, true, true, false, false, true], 60)).toEqual([
      [60, 180],
      [300, 360],
    ]);
    expect(flagSpans(time, undefined, 60)).toEqual([]);
    expect(flagSpans(time, [false, false, false, false, false, false], 60)).toEqual([]);
  });

  it('come with the lines of a history read, through the provider the page gets its answers from', async () => {
    const answers: Record<string, unknown> = {
      '/api/portal/queryData_BaseRecordIDs': [{ equipid: 'D1', equipMapInfos: { UAA: { recordId: 7 } } }],
      '/api/wrdb/queryWrdbLastTimestamp': { wrdbid: 3 },
      '/api/wrdb/queryWrdbHistory': {
        level: '1m',
        unit: 'kV',
        interval: 60,
        time: [1000, 1060, 1120],
        min: [1, 0.4, 1],
        max: [1, 1, 1],
        mean: [1, 0.8, 1],
        flagged: [false, true, false],
      },
      '/api/wrdb/closeWrdb': null,
    };
    const get: CurveGet = async (path) => ({ success: true, code: 200, message: '', result: answers[path], timestamp: 0 });
    const h = await fetchHistory(get, 'D1', 'UAA', 1000, 1180, () => ['mean', 'min', 'max']);
    expect(h.flagged).toEqual([[1060, 1120]]);
    expect(h.lines.map((l) => l.y)).toEqual([
      [null, 1, 0.8, 1, null],
      [null, 1, 0.4, 1, null],
      [null, 1, 1, 1, null],
    ]);
  });

  it('are shaded over the plotting area before the lines, at least a pixel wide', () => {
    const fills: number[][] = [];
    const ctx = { save() {}, restore() {}, fillStyle: '', fillRect: (...a: number[]) => fills.push(a) };
    const opts = uplotOptions({
      width: 400,
      height: 200,
      labels: ['x'],
      bands: () => [
        [100, 200],
        [300, 300.001],
      ],
    });
    const u = { ctx, bbox: { top: 10, height: 150 }, valToPos: (v: number) => v * 2 };
    for (const hook of opts.hooks!.drawClear as ((u: never) => void)[]) hook(u as never);
    expect(fills).toEqual([
      [200, 10, 200, 150],
      [600, 10, 1, 150],
    ]);
    expect(uplotOptions({ width: 400, height: 200, labels: ['x'] }).hooks!.drawClear).toBeUndefined();
  });
});
