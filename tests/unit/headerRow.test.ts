import { describe, expect, it } from 'vitest';
import { headerIndex } from '#server/datasets/headerRow.js';

// cells as the xlsx reader hands them: index 0 unused, column A at 1
const rows = (...cells: unknown[][]) => cells.map((c, i) => ({ number: i + 1, cells: [null, ...c] }));

describe('a sheet header row', () => {
  it('is row 1 when row 1 names the columns and numbers follow', () => {
    expect(headerIndex(rows(['时间', '频率'], ['2026-01-01 00:00:00', 50.01], ['2026-01-01 00:00:01', 49.99]))).toBe(0);
  });
  it('is found below title lines, which stay rows', () => {
    expect(headerIndex(rows(['变电站甲 电压记录'], ['导出于 2026 年'], ['Time', 'U (kV)'], [1700000000, '220.5']))).toBe(2);
  });
  it('is none when row 1 is already data: dates, numbers and numeric text count as values', () => {
    expect(headerIndex(rows(['2026-01-02 00:00:00', 10], ['2026-01-02 00:00:01', '11.5'], ['12:00:02', '1,204']))).toBe(-1);
  });
  it('is none on a sheet of notes (text under text) or an empty one', () => {
    expect(headerIndex(rows(['备注'], ['站内备注'], ['第三行']))).toBe(-1);
    expect(headerIndex([])).toBe(-1);
  });
  it('needs mostly text: a row with one label among values is data', () => {
    expect(headerIndex(rows([1700000000, 50, 'ok'], [1700000001, 50, 'ok']))).toBe(-1);
  });
});
