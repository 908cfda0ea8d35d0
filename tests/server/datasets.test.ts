// Both databases: bulk inserts over the wire protocol (bind-parameter limits per statement) and per-owner reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';
import ExcelJS from 'exceljs';
import { DAY } from '#server/realtime/history/partitions.js';
import type { SecondRow } from '#server/realtime/history/types.js';
import { writeHistory } from '#server/realtime/history/writer.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ simulator: true });
});
afterAll(async () => {
  await s?.close();
});

async function uploadSet(body: Blob, name: string, token = s.adminToken) {
  const form = new FormData();
  form.append('file', body, name);
  const res = await fetch(`${s.base}/isps/dataset/upload`, { method: 'POST', headers: { 'X-Access-Token': token }, body: form });
  return { status: res.status, body: await res.json() };
}
/** The data set once its background task has ended (and recorded its result). */
async function settled(id: string) {
  let row: any;
  await expect
    .poll(
      async () => {
        row = (await s.call('GET', '/isps/dataset/queryById', { token: s.adminToken, query: { id } })).body.result;
        return row.status;
      },
      { timeout: 20_000 },
    )
    .toMatch(/done|failed/);
  // the set is marked done just before its task records the result
  await expect
    .poll(async () => (await s.call('GET', '/sys/task/queryById', { token: s.adminToken, query: { id: row.taskId } })).body.result.status, { timeout: 5000 })
    .toMatch(/done|failed/);
  return row;
}

// "时间,数值" in GBK, then four rows with a hole between 2 s and 10 s
const GBK_HEADER = Buffer.from([0xca, 0xb1, 0xbc, 0xe4, 0x2c, 0xca, 0xfd, 0xd6, 0xb5, 0x0a]);
const CSV = Buffer.concat([GBK_HEADER, Buffer.from('1700000000,1.5\n1700000001,2.5\n1700000002,-1\n1700000010,3\n')]);

describe('data sets', () => {
  let csvId = '';

  it('an uploaded CSV becomes a set: browse pages, curve with min/max/mean and the gap, the raw text in its detected encoding', async () => {
    const up = await uploadSet(new Blob([new Uint8Array(CSV)]), '测点数据.csv');
    expect(up.status).toBe(200);
    csvId = up.body.result.id;
    const row = await settled(csvId);
    expect(row).toMatchObject({ status: 'done', rowCount: 4, source: 'csv', owner: '管理员', sizeBytes: 64 });
    const page = await s.call('GET', '/isps/dataset/page', { token: s.adminToken, query: { id: csvId, pageNo: 2, pageSize: 3 } });
    expect(page.body.result).toMatchObject({ records: [[1700000010, 3]], total: 4, pages: 2 });
    const curve = (await s.call('GET', '/isps/dataset/curve', { token: s.adminToken, query: { id: csvId, buckets: 20 } })).body.result;
    expect(curve.stats).toEqual({ count: 4, min: -1, max: 3, mean: 1.5 });
    expect(curve.gaps).toEqual([[1700000002, 1700000010]]);
    // 4 points in 20 buckets: the points themselves, never an empty bucket between them
    expect(curve).toMatchObject({ t: [1700000000, 1700000001, 1700000002, 1700000010], min: [1.5, 2.5, -1, 3], max: [1.5, 2.5, -1, 3] });
    // a zoomed span reads its own points
    const two = (await s.call('GET', '/isps/dataset/curve', { token: s.adminToken, query: { id: csvId, buckets: 10, from: 1700000000, to: 1700000001 } })).body
      .result;
    expect(two.t).toHaveLength(2);
    const text = (await s.call('GET', '/isps/dataset/text', { token: s.adminToken, query: { id: csvId } })).body.result;
    expect(text).toMatchObject({ encoding: 'gb18030', more: false });
    expect(text.text.startsWith('时间,数值\n1700000000,1.5')).toBe(true);
    const task = await s.call('GET', '/sys/task/queryById', { token: s.adminToken, query: { id: up.body.result.taskId } });
    expect(task.body.result).toMatchObject({ status: 'done', progress: 100, kind: 'dataset-import' });
  });

  it("an uploaded workbook: values from every sheet's columns A/B, and every sheet as uploaded", async () => {
    const wb = new ExcelJS.Workbook();
    const freq = wb.addWorksheet('频率');
    for (const r of [
      ['时间', '频率'],
      ['2026-01-01 00:00:00', 50.01],
      ['2026-01-01 00:00:01', 49.99],
    ])
      freq.addRow(r);
    const notes = wb.addWorksheet('备注');
    for (let i = 0; i < 1200; i++) notes.addRow([`第${i}行`]);
    const more = wb.addWorksheet('次日'); // a later sheet, with its data from row 1
    for (const r of [
      ['2026-01-02 00:00:00', 50.02],
      ['2026-01-02 00:00:01', 50.03],
      ['2026-01-02 00:00:02', 50.04],
    ])
      more.addRow(r);
    const up = await uploadSet(new Blob([await wb.xlsx.writeBuffer()]), 'freq.xlsx');
    const row = await settled(up.body.result.id);
    expect(row).toMatchObject({ status: 'done', rowCount: 5, source: 'excel' });
    expect(row.endTime).toMatch(/^2026-01-02 00:00:02/);
    const task = await s.call('GET', '/sys/task/queryById', { token: s.adminToken, query: { id: up.body.result.taskId } });
    expect(task.body.result.result).toContain('3 个工作表的 5 个数据点');
    const [first, second] = (await s.call('GET', '/isps/dataset/sheet', { token: s.adminToken, query: { id: row.id } })).body.result;
    expect(first).toMatchObject({ name: '频率', header: ['时间', '频率'] });
    expect(first.rows.map((r: any) => r.cells[1])).toEqual([50.01, 49.99]);
    expect(second.name).toBe('备注');
    expect(second.rows).toHaveLength(1000);
  });

  it('a file without time,value rows, or a broken workbook, is refused in the request and writes nothing', async () => {
    const before = (await s.call('GET', '/isps/dataset/list', { token: s.adminToken })).body.result.total;
    const words = await uploadSet(new Blob(['just words\nno numbers here\n']), 'notes.txt');
    expect(words.status).toBe(400);
    expect(words.body.message).toContain('时间,数值');
    const broken = await uploadSet(new Blob(['not a workbook']), 'broken.xlsx');
    expect(broken.status).toBe(400);
    expect((await s.call('GET', '/isps/dataset/list', { token: s.adminToken })).body.result.total).toBe(before);
  });

  it("exports a window of a device's live data", async () => {
    const devices = await s.call('GET', '/isps/device/list', { token: s.adminToken, query: { status: 1, pageSize: 1 } });
    const device = devices.body.result.records[0].equipId;
    const now = Date.now() / 1000;
    const r = await s.call('POST', '/isps/dataset/export', {
      token: s.adminToken,
      body: { name: '频率窗口', device, measType: 'fq', begin: now - 5, end: now },
    });
    expect(r.status).toBe(200);
    const row = await settled(r.body.result.id);
    expect(row).toMatchObject({ status: 'done', source: 'wrdb', device, measType: 'fq' });
    expect(row.rowCount).toBeGreaterThan(100);
    const curve = (await s.call('GET', '/isps/dataset/curve', { token: s.adminToken, query: { id: row.id } })).body.result;
    expect(curve.stats.min).toBeGreaterThan(45);
    expect(curve.stats.max).toBeLessThan(55);
    const bad = await s.call('POST', '/isps/dataset/export', {
      token: s.adminToken,
      body: { name: 'x', device: 'NOPE', measType: 'fq', begin: now - 5, end: now },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('NOPE');
  });

  it('a user without a grant gets 403 on every data-set route; a grant to them or their department opens reading', async () => {
    const op = await s.userWithRoles('ds_reader', ['operator']);
    const list = await s.call('GET', '/isps/dataset/list', { token: op.token });
    expect(list.status).toBe(200);
    expect(list.body.result.records).toEqual([]);
    const all = await s.call('GET', '/isps/dataset/list', { token: s.adminToken });
    expect(all.body.result.total).toBeGreaterThan(0);
    const routes: [string, Record<string, string>][] = [
      ['/isps/dataset/queryById', {}],
      ['/isps/dataset/page', {}],
      ['/isps/dataset/curve', {}],
      ['/isps/dataset/text', {}],
      ['/isps/dataset/grants', {}],
    ];
    for (const [url, q] of routes) expect((await s.call('GET', url, { token: op.token, query: { id: csvId, ...q } })).status, url).toBe(403);

    const download = () => fetch(`${s.base}/isps/dataset/download?id=${csvId}&token=${encodeURIComponent(op.token)}`);
    expect((await download()).status).toBe(403);
    expect((await s.call('POST', '/isps/dataset/grant', { token: s.adminToken, body: { id: csvId, userIds: [op.id] } })).status).toBe(200);
    expect((await s.call('GET', '/isps/dataset/page', { token: op.token, query: { id: csvId } })).status).toBe(200);
    expect(await (await download()).text()).toBe('time,value\n1700000000,1.5\n1700000001,2.5\n1700000002,-1\n1700000010,3\n');
    expect((await s.call('GET', '/isps/dataset/list', { token: op.token })).body.result.records.map((r: any) => r.id)).toEqual([csvId]);
    // a reader may not pass it on, nor delete it
    expect((await s.call('DELETE', '/isps/dataset/delete', { token: op.token, query: { id: csvId } })).status).toBe(403);

    const depart = (await s.call('GET', '/sys/sysDepart/queryTreeList', { token: s.adminToken })).body.result[0];
    await s.ctx.db
      .insertInto('sys_user_depart')
      .values({ id: 'd'.repeat(32), user_id: op.id, dep_id: depart.id })
      .execute();
    expect((await s.call('POST', '/isps/dataset/grant', { token: s.adminToken, body: { id: csvId, departIds: [depart.id] } })).status).toBe(200);
    expect((await s.call('GET', '/isps/dataset/curve', { token: op.token, query: { id: csvId } })).status).toBe(200);
    expect((await s.call('POST', '/isps/dataset/grant', { token: s.adminToken, body: { id: csvId } })).status).toBe(200);
    expect((await s.call('GET', '/isps/dataset/curve', { token: op.token, query: { id: csvId } })).status).toBe(403);
  });

  it('exports a range older than the ring from the history tables, the finest level that keeps the set bounded', async () => {
    const info = await s.call('GET', '/api/portal/queryData_BaseRecordIDs', { query: { equipIDs: 'SMDC-BJ01' } });
    const fq = info.body.result[0].equipMapInfos.fq.recordId;
    const now = Math.floor(Date.now() / 1000);
    // ten minutes of 1 s aggregates two days ago (mean 49.9, one second at 50.3), and three 1 min rows twenty days ago
    const t0 = Math.floor((now - 2 * DAY) / 60) * 60;
    const row = (ts: number, mean: number): SecondRow => ({
      record_id: fq,
      ts,
      vmin: mean - 0.01,
      vmax: mean + 0.01,
      vmean: mean,
      vlast: mean,
      quality: 1,
      unsynced: 0,
      invalid: 0,
    });
    const seconds = Array.from({ length: 600 }, (_, i) => row(t0 + i, i === 300 ? 50.3 : 49.9));
    const m0 = Math.floor((now - 20 * DAY) / 60) * 60;
    await writeHistory(s.ctx.db, seconds, [], undefined, [row(m0, 50.1), row(m0 + 60, 50.2), row(m0 + 120, 50.3)]);

    const second = await s.call('POST', '/isps/dataset/export', {
      token: s.adminToken,
      body: { name: '两天前的频率', device: 'SMDC-BJ01', measType: 'fq', begin: t0, end: t0 + 599 },
    });
    expect(second.status).toBe(200);
    expect(second.body.result.level).toBe('1s');
    expect(second.body.message).toContain('1 秒统计表');
    const set = await settled(second.body.result.id);
    expect(set).toMatchObject({ status: 'done', source: 'history', rowCount: 600, message: '来自1 秒统计表（每秒平均值）' });
    const curve = (await s.call('GET', '/isps/dataset/curve', { token: s.adminToken, query: { id: set.id } })).body.result;
    expect(curve.stats.max).toBeCloseTo(50.3, 4);
    expect(curve.stats.min).toBeCloseTo(49.9, 4);
    const task = await s.call('GET', '/sys/task/queryById', { token: s.adminToken, query: { id: second.body.result.taskId } });
    expect(task.body.result.result).toBe('已从1 秒统计表（每秒平均值）导出 600 个数据点');

    // 25 days in 1 s rows would be 2,160,000 points: 1 min rows are read
    const month = await s.call('POST', '/isps/dataset/export', {
      token: s.adminToken,
      body: { name: '近一月频率', device: 'SMDC-BJ01', measType: 'fq', begin: now - 25 * DAY, end: now - 10 * DAY },
    });
    expect(month.body.result.level).toBe('1m');
    const monthSet = await settled(month.body.result.id);
    expect(monthSet).toMatchObject({ status: 'done', source: 'history', rowCount: 3 });
    const page = await s.call('GET', '/isps/dataset/page', { token: s.adminToken, query: { id: monthSet.id } });
    expect(page.body.result.records).toEqual([
      [m0, expect.closeTo(50.1, 4)],
      [m0 + 60, expect.closeTo(50.2, 4)],
      [m0 + 120, expect.closeTo(50.3, 4)],
    ]);
  });

  it('refuses export ranges it cannot serve with 400 naming the field, writing nothing', async () => {
    const now = Date.now() / 1000;
    const before = (await s.call('GET', '/isps/dataset/list', { token: s.adminToken })).body.result.total;
    const tasks = (await s.call('GET', '/sys/task/list', { token: s.adminToken })).body.result.total;
    const wav = (await s.call('GET', '/isps/device/list', { token: s.adminToken, query: { equipType: 'SMD-W', pageSize: 1 } })).body.result.records[0].equipId;
    for (const [body, field] of [
      [{ device: 'SMDC-BJ01', measType: 'fq', begin: now - 60, end: now - 120 }, 'end'],
      [{ device: 'SMDC-BJ01', measType: 'fq', begin: now + 3600, end: now + 7200 }, 'begin'],
      [{ device: 'SMDC-BJ01', measType: 'fq', begin: 1, end: now }, 'end'], // over a million 10 min rows
      [{ device: wav, measType: 'WAV', begin: now - DAY, end: now - DAY + 60 }, 'begin'], // waveforms are not kept in history
    ] as const) {
      const r = await s.call('POST', '/isps/dataset/export', { token: s.adminToken, body: { name: '不该有', ...body } });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toContain(field);
      expect(r.body.result).toEqual({ field });
    }
    expect((await s.call('GET', '/isps/dataset/list', { token: s.adminToken })).body.result.total).toBe(before);
    expect((await s.call('GET', '/sys/task/list', { token: s.adminToken })).body.result.total).toBe(tasks);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const r = await s.call('POST', '/isps/dataset/export', { token: s.adminToken, body: { name: '', device: 'x', measType: 'fq', begin: 2, end: 1 } });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('name');
    const page = await s.call('GET', '/isps/dataset/page', { token: s.adminToken, query: { id: csvId, pageSize: 5000 } });
    expect(page.status).toBe(400);
    expect(page.body.message).toContain('pageSize');
    const bin = await uploadSet(new Blob(['x']), 'a.exe');
    expect(bin.status).toBe(400);
    expect(bin.body.message).toContain('.csv');
  });
});
