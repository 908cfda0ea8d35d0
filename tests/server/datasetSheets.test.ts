// An uploaded workbook keeps every sheet, and each sheet's header row is found (or none, and no row is lost).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { startServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

const at = (sec: number) => new Date(Date.UTC(2026, 0, 1) + sec * 1000);

/** S1: a title line, a header row and 200 rows; S2: 50 rows with no header at all. */
async function twoSheets() {
  const wb = new ExcelJS.Workbook();
  const s1 = wb.addWorksheet('S1');
  s1.addRow(['变电站甲 电压记录']);
  s1.addRow(['时间', '电压(kV)']);
  for (let i = 0; i < 200; i++) s1.addRow([at(i), 220 + (i % 5)]);
  const s2 = wb.addWorksheet('S2');
  for (let i = 0; i < 50; i++) s2.addRow([`2026-01-02 00:00:${String(i).padStart(2, '0')}`, 10 + i]);
  return new Blob([await wb.xlsx.writeBuffer()]);
}

describe('data sets from a workbook', () => {
  it('every sheet becomes a tab with its own rows: 200 under the detected header, 50 with lettered columns and row 1 kept', async () => {
    const form = new FormData();
    form.append('file', await twoSheets(), 'two-sheets.xlsx');
    const up = await fetch(`${s.base}/isps/dataset/upload`, { method: 'POST', headers: { 'X-Access-Token': s.adminToken }, body: form });
    expect(up.status).toBe(200);
    const { id, taskId } = (await up.json()).result;
    let task: any;
    await expect
      .poll(
        async () => {
          task = (await s.call('GET', '/sys/task/queryById', { token: s.adminToken, query: { id: taskId } })).body.result;
          return task.status;
        },
        { timeout: 20_000 },
      )
      .toBe('done');
    expect(task.result).toContain('2 个工作表的 250 个数据点（S1 200，S2 50）');
    const set = (await s.call('GET', '/isps/dataset/queryById', { token: s.adminToken, query: { id } })).body.result;
    expect(set).toMatchObject({ status: 'done', rowCount: 250, source: 'excel' });

    const sheets = (await s.call('GET', '/isps/dataset/sheet', { token: s.adminToken, query: { id } })).body.result;
    expect(sheets.map((x: any) => x.name)).toEqual(['S1', 'S2']);
    const [s1, s2] = sheets;
    // the title line stays a row of the sheet; the header row is found below it, not taken from row 1
    expect(s1).toMatchObject({ headerRow: 2, header: ['时间', '电压(kV)'] });
    expect(s1.rows[0]).toEqual({ number: 1, cells: ['变电站甲 电压记录'] });
    const s1Data = s1.rows.slice(1);
    expect(s1Data).toHaveLength(200);
    expect(s1Data[0]).toEqual({ number: 3, cells: ['2026-01-01 00:00:00', 220] });
    expect(s1Data[199].number).toBe(202);
    // no header: nothing is named from the data, and the first data row is a row
    expect(s2).toMatchObject({ headerRow: null, header: [] });
    expect(s2.rows).toHaveLength(50);
    expect(s2.rows[0]).toEqual({ number: 1, cells: ['2026-01-02 00:00:00', 10] });

    const page = await s.call('GET', '/isps/dataset/page', { token: s.adminToken, query: { id, pageNo: 1, pageSize: 1 } });
    expect(page.body.result.total).toBe(250);
  });
});
