import { describe, expect, it } from 'vitest';
import { ok } from '#shared/contract/envelope.js';
import { envelopeAround } from '#server/realtime/api/rawJson.js';

describe('envelopeAround', () => {
  it('prints exactly what ok() prints, with the raw value put in place', () => {
    for (const [result, message] of [
      [{ wrdbid: 7, recordid: 10025, interval: 0.01, basetime: 1795571387.99, unit: 'Hz' }, undefined],
      [{ unit: 'V"\\' }, '时间段已截取到实时库保存的范围'],
      [{}, '操作成功！'],
    ] as const) {
      const { head, tail } = envelopeAround(JSON.stringify(result), 'value', message);
      const printed = JSON.parse(`${Buffer.concat(head.map((h) => Buffer.from(h)))}[1,2.5]${tail}`);
      const expected = ok({ ...result, value: [1, 2.5] }, message);
      expect({ ...printed, timestamp: 0 }).toEqual({ ...expected, timestamp: 0 });
      expect(Object.keys(printed.result).at(-1)).toBe('value');
      expect(Math.abs(printed.timestamp - Date.now())).toBeLessThan(5000);
    }
  });
});
