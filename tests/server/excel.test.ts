import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';
import { reorder, sharedStringsFlood, understate, zipBomb } from './xlsx.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

async function sheet(rows: unknown[][]): Promise<Blob> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('x');
  for (const r of rows) ws.addRow(r);
  return new Blob([await wb.xlsx.writeBuffer()]);
}

async function upload(url: string, file: Blob | string, token = s.adminToken) {
  const form = new FormData();
  form.append('file', typeof file === 'string' ? new Blob([file]) : file, 'data.xlsx');
  const res = await fetch(`${s.base}${url}`, { method: 'POST', headers: { 'X-Access-Token': token }, body: form });
  return { status: res.status, body: await res.json() };
}

describe('Excel', () => {
  it('exports the current query with dictionary text, as the list shows it', async () => {
    const t = s.adminToken;
    await s.call('POST', '/sys/position/add', { token: t, body: { code: 'exp_a', name: '导出甲', postRank: '3' } });
    await s.call('POST', '/sys/position/add', { token: t, body: { code: 'exp_b', name: '导出乙', postRank: '5' } });
    const res = await fetch(`${s.base}/sys/position/exportXls?code=*exp_*&column=code&order=desc`, { headers: { 'X-Access-Token': t } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('职务管理.xlsx'));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const rows = wb.worksheets[0]
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows).toEqual([
      ['职务编码', '职务名称', '职级'],
      ['exp_b', '导出乙', '正高级'],
      ['exp_a', '导出甲', '中级'],
    ]);
  });

  it('exports more rows than one page (streamed a page at a time), every row once, in order', async () => {
    const codes = Array.from({ length: 1500 }, (_, i) => `bulk_${String(i).padStart(4, '0')}`); // the export reads pages of 1,000
    const rows = codes.map((code, i) => ({ id: `b${String(i).padStart(31, '0')}`, code, name: code, post_rank: '3', tenant_id: '0' }));
    await s.ctx.db
      .insertInto('sys_position' as never)
      .values(rows as never)
      .execute();
    const res = await fetch(`${s.base}/sys/position/exportXls?code=bulk_*&column=code&order=asc`, { headers: { 'X-Access-Token': s.adminToken } });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const col = wb.worksheets[0].getColumn(1).values.filter(Boolean);
    expect(col).toEqual(['职务编码', ...codes]);
  });

  it('imports row by row: good rows land, each rejected row is named with its field and reason', async () => {
    const file = await sheet([
      ['职务编码', 'Name', '职级', '不认识的列'],
      ['imp_1', '导入一', '中级', 'x'],
      ['imp_2', '', '中级'],
      ['imp_3', '导入三', '不存在的职级'],
      ['imp_1', '重复', '中级'],
      [],
      ['imp_4', '导入四', '4'],
    ]);
    const r = await upload('/sys/position/importExcel', file);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('文件导入完成：成功 2 条，失败 3 条');
    expect(r.body.result).toMatchObject({ total: 5, success: 2, failed: 3 });
    expect(r.body.result.errors.map((x: any) => [x.row, x.field])).toEqual([
      [3, 'name'],
      [4, 'postRank'],
      [5, 'code'],
    ]);
    const list = await s.call('GET', '/sys/position/list', { token: s.adminToken, query: { code: '*imp_*', column: 'code', order: 'asc' } });
    expect(list.body.result.records.map((x: any) => [x.code, x.name, x.postRank])).toEqual([
      ['imp_1', '导入一', '3'],
      ['imp_4', '导入四', '4'],
    ]);
  });

  it('refuses a missing or broken file with 400 naming the file, and needs the import permission', async () => {
    expect(await upload('/sys/position/importExcel', 'not a spreadsheet')).toMatchObject({ status: 400, body: { result: { field: 'file' } } });
    const json = await s.call('POST', '/sys/position/importExcel', { token: s.adminToken, body: {} });
    expect(json).toMatchObject({ status: 400, body: { message: '请上传 Excel 文件' } });
    expect(await upload('/sys/position/importExcel', await sheet([['nothing', 'known']]))).toMatchObject({ status: 400 });
    const op = await s.userWithRoles('excel_op', ['operator']);
    expect((await upload('/sys/position/importExcel', await sheet([['职务编码'], ['z1']]), op.token)).status).toBe(403);
    expect((await s.call('GET', '/sys/position/list', { token: s.adminToken, query: { code: 'z1' } })).body.result.total).toBe(0);
  });

  it('refuses a zip bomb from its central directory: 400 naming the file, and the server never inflates it', async () => {
    const bomb = await zipBomb(300); // ~1 MB on the wire, 300 MB of sheet XML declared
    const rss = process.memoryUsage().rss;
    const r = await upload('/sys/position/importExcel', bomb);
    expect(r).toMatchObject({ status: 400, body: { result: { field: 'file' } } });
    expect(r.body.message).toContain('压缩');
    // the server runs in this process: unpacking the sheet took gigabytes
    expect(process.memoryUsage().rss - rss).toBeLessThan(200 * 1024 * 1024);
    expect((await s.call('GET', '/sys/position/list', { token: s.adminToken, query: { pageSize: 1 } })).status).toBe(200);
  });

  it('takes at most 5 MB per import (413 naming the file) and at most 5,000 rows (400 naming the cap)', async () => {
    const big = await upload('/sys/position/importExcel', new Blob([Buffer.alloc(6 * 1024 * 1024, 1)]));
    expect(big).toMatchObject({ status: 413, body: { message: 'Excel 文件不能超过 5 MB', result: { field: 'file' } } });
    const rows = Array.from({ length: 5001 }, (_, i) => [`cap_${i}`, `上限${i}`, '中级']);
    const many = await upload('/sys/position/importExcel', await sheet([['职务编码', '职务名称', '职级'], ...rows]));
    expect(many).toMatchObject({ status: 400, body: { message: '一次最多导入 5000 行', result: { field: 'file' } } });
    expect((await s.call('GET', '/sys/position/list', { token: s.adminToken, query: { code: 'cap_*' } })).body.result.total).toBe(0);
  });

  it('refuses a shared-strings part over 16 MB even when it compresses like text, not like a bomb', async () => {
    const flood = await sharedStringsFlood(40);
    expect(flood.size).toBeLessThan(5 * 1024 * 1024); // within the upload limit and under the ratio check
    const r = await upload('/sys/position/importExcel', flood);
    expect(r).toMatchObject({ status: 400, body: { result: { field: 'file' } } });
    expect(r.body.message).toMatch(/sharedStrings\.xml 解压后超过 16 MB/);
  });

  it('refuses a bomb whose directory understates the sheet: parts are cut off at their declared size', async () => {
    const liar = await understate(await zipBomb(300), 'xl/worksheets/sheet1.xml', 1000);
    const rss = process.memoryUsage().rss;
    const r = await upload('/sys/position/importExcel', liar);
    expect(r).toMatchObject({ status: 400, body: { message: '文件不是有效的 Excel 文件（.xlsx）', result: { field: 'file' } } });
    expect(process.memoryUsage().rss - rss).toBeLessThan(200 * 1024 * 1024);
  });

  it('reads a workbook whatever the order of its parts (shared strings before the sheet, the workbook last)', async () => {
    const file = await reorder(
      await sheet([
        ['职务编码', '职务名称', '职级'],
        ['ord_1', '顺序一', '中级'],
      ]),
      ['xl/sharedStrings.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml', 'xl/styles.xml', 'xl/workbook.xml'],
    );
    const r = await upload('/sys/position/importExcel', file);
    expect(r).toMatchObject({ status: 200, body: { result: { total: 1, success: 1 } } });
  });
});
