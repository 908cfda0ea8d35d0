import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

/** A new entity defined by nothing but a schema file dropped into the schemas dir. */
const METER = {
  entity: 'pq_meter',
  api: '/pq/meter',
  permission: 'meter',
  title: { zh: '电能表', en: 'Meters' },
  menu: { parent: '/isystem', path: '/isystem/meter', icon: 'dashboard', order: 20 },
  tenant: true,
  softDelete: true,
  orderBy: 'serialNo asc',
  fields: {
    serialNo: {
      type: 'string',
      title: { zh: '表号', en: 'Serial no.' },
      required: true,
      unique: true,
      maxLength: 20,
      pattern: '^M\\d+$',
      list: true,
      query: 'like',
      sort: true,
    },
    ratedVoltage: { type: 'number', title: { zh: '额定电压', en: 'Rated voltage' }, min: 0, max: 1000, list: true, sort: true },
    kind: { type: 'string', title: { zh: '装置类型', en: 'Device type' }, dict: 'equip_type', list: true, query: 'eq' },
    installed: { type: 'date', title: { zh: '安装日期', en: 'Installed' }, list: true, query: 'range' },
  },
};

let s: TestServer;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'isps-schemas-'));
  for (const f of fs.readdirSync('schemas')) fs.copyFileSync(path.join('schemas', f), path.join(dir, f));
  fs.writeFileSync(path.join(dir, 'pq_meter.json'), JSON.stringify(METER));
  s = await startServer({ schemasDir: dir });
});
afterAll(async () => {
  await s?.close();
});

describe('a schema file alone makes a working entity', () => {
  it('creates, lists with filters and dictionary text, edits and deletes over HTTP', async () => {
    const t = s.adminToken;
    const a = await s.call('POST', '/pq/meter/add', {
      token: t,
      body: { serialNo: 'M100', ratedVoltage: '220', kind: 'SMD-L', installed: '2026-03-01', extra: 'dropped' },
    });
    expect(a.body).toMatchObject({
      success: true,
      result: { serialNo: 'M100', ratedVoltage: 220, kind: 'SMD-L', kind_dictText: '负荷同步测量装置', installed: '2026-03-01' },
    });
    expect(a.body.result).not.toHaveProperty('extra');
    await s.call('POST', '/pq/meter/add', { token: t, body: { serialNo: 'M200', ratedVoltage: 380, kind: 'SMD-R', installed: '2026-05-01' } });

    const like = await s.call('GET', '/pq/meter/list', { token: t, query: { serialNo: '*1*' } });
    expect(like.body.result.records.map((r: any) => r.serialNo)).toEqual(['M100']);
    const range = await s.call('GET', '/pq/meter/list', { token: t, query: { installed_begin: '2026-04-01', column: 'ratedVoltage', order: 'desc' } });
    expect(range.body.result).toMatchObject({ total: 1, records: [{ serialNo: 'M200' }] });
    const inList = await s.call('GET', '/pq/meter/list', { token: t, query: { kind: 'SMD-L,SMD-R', column: 'serialNo', order: 'asc' } });
    expect(inList.body.result.records.map((r: any) => r.serialNo)).toEqual(['M100', 'M200']);

    const id = a.body.result.id;
    const e = await s.call('PUT', '/pq/meter/edit', { token: t, body: { id, ratedVoltage: 230 } });
    expect(e.body.result).toMatchObject({ serialNo: 'M100', ratedVoltage: 230 });

    const d = await s.call('DELETE', '/pq/meter/delete', { token: t, query: { id } });
    expect(d.body.success).toBe(true);
    expect((await s.call('GET', '/pq/meter/list', { token: t })).body.result.total).toBe(1);
    const bin = await s.call('GET', '/pq/meter/recycleBin', { token: t });
    expect(bin.body.result.map((r: any) => r.id)).toEqual([id]);
    const paged = await s.call('GET', '/pq/meter/recycleBinPage', { token: t, query: { pageNo: 1, pageSize: 10 } });
    expect(paged.body.result).toMatchObject({ total: 1, records: [{ id, serialNo: 'M100' }] });
    expect((await s.call('GET', '/pq/meter/recycleBinPage', { token: t, query: { pageNo: 2, pageSize: 10 } })).body.result).toMatchObject({
      total: 1,
      records: [],
    });
  });

  it('validates requests from the same fields, naming the field, and writes nothing', async () => {
    const t = s.adminToken;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ratedVoltage: 1 }, 'serialNo', /表号.*不能为空/],
      [{ serialNo: 'X1' }, 'serialNo', /表号/],
      [{ serialNo: 'M7', ratedVoltage: 'high' }, 'ratedVoltage', /额定电压.*数字/],
      [{ serialNo: 'M7', ratedVoltage: 5000 }, 'ratedVoltage', /不能大于 1000/],
      [{ serialNo: 'M7', kind: 'SMD-X' }, 'kind', /不在字典 equip_type/],
      [{ serialNo: 'M7', installed: '2026-02-30' }, 'installed', /不是有效日期/],
      [{ serialNo: 'M200' }, 'serialNo', /已存在/],
    ];
    for (const [body, field, message] of cases) {
      const r = await s.call('POST', '/pq/meter/add', { token: t, body });
      expect(r.status).toBe(400);
      expect(r.body.result.errors[0].field).toBe(field);
      expect(r.body.message).toMatch(message);
    }
    const bad = await s.call('GET', '/pq/meter/list', { token: t, query: { column: 'nope' } });
    expect(bad.status).toBe(400);
    const injected = await s.call('GET', '/pq/meter/list', { token: t, query: { column: 'serial_no; drop table pq_meter', order: 'asc' } });
    expect(injected.status).toBe(400);
    expect((await s.call('GET', '/pq/meter/list', { token: t })).body.result.total).toBe(1);
  });

  it('checks permissions: the menu is seeded and granted to admin, operators may read but not write', async () => {
    const menu = await s.call('GET', '/sys/permission/getUserPermissionByToken', { token: s.adminToken, query: { console: 'isps' } });
    const system = menu.body.result.menu.find((m: any) => m.path === '/isystem');
    expect(system.children.find((c: any) => c.path === '/isystem/meter')).toMatchObject({ component: 'schema/pq_meter', meta: { title: '电能表' } });
    expect(menu.body.result.auth.map((a: any) => a.action)).toEqual(expect.arrayContaining(['meter:add', 'meter:edit', 'meter:delete']));

    const op = await s.userWithRoles('meter_op', ['operator']);
    expect((await s.call('GET', '/pq/meter/list', { token: op.token })).status).toBe(200);
    expect((await s.call('POST', '/pq/meter/add', { token: op.token, body: { serialNo: 'M9' } })).status).toBe(403);
    const schemas = await s.call('GET', '/sys/schema/list', { token: op.token });
    expect(schemas.body.result.map((x: any) => x.entity)).toContain('pq_meter');
    const one = await s.call('GET', '/sys/schema/pq_meter', { token: op.token });
    expect(one.body.result.can).toMatchObject({ add: false, edit: false, delete: false });
  });

  it('keeps tenants apart', async () => {
    const t = s.adminToken;
    await s.call('POST', '/pq/meter/add', { token: t, body: { serialNo: 'M300' }, headers: { tenant_id: '2' } });
    const t2 = await s.call('GET', '/pq/meter/list', { token: t, headers: { 'tenant-id': '2' } });
    expect(t2.body.result.records.map((r: any) => r.serialNo)).toEqual(['M300']);
    const t0 = await s.call('GET', '/pq/meter/list', { token: t });
    expect(t0.body.result.records.map((r: any) => r.serialNo)).not.toContain('M300');
    const op = await s.login('meter_op', 'Passw0rd!x');
    expect((await s.call('GET', '/pq/meter/list', { token: op, headers: { tenant_id: '2' } })).status).toBe(403);
  });

  it('answers each request with its own values when the same list shape repeats (statements are compiled once per shape)', async () => {
    const t = s.adminToken;
    for (const [serialNo, kind] of [
      ['M501', 'SMD-L'],
      ['M502', 'SMD-R'],
      ['M503', 'SMD-L'],
    ])
      expect((await s.call('POST', '/pq/meter/add', { token: t, body: { serialNo, kind, ratedVoltage: 10 } })).body.success).toBe(true);
    const serials = async (query: Record<string, string | number>, path = '/pq/meter/list') => {
      const r = await s.call('GET', path, { token: t, query: { column: 'serialNo', order: 'asc', ...query } });
      const page = r.body.result.records ? r.body.result : { records: r.body.result, total: r.body.result.length };
      return { rows: page.records.map((x: any) => x.serialNo), total: page.total };
    };
    expect(await serials({ serialNo: 'M501' })).toEqual({ rows: ['M501'], total: 1 });
    expect(await serials({ serialNo: 'M502' })).toEqual({ rows: ['M502'], total: 1 });
    expect(await serials({ serialNo: '*50*', kind: 'SMD-L' })).toEqual({ rows: ['M501', 'M503'], total: 2 });
    expect(await serials({ serialNo: '*50*', kind: 'SMD-R' })).toEqual({ rows: ['M502'], total: 1 });
    expect(await serials({ serialNo: 'M501,M503' })).toEqual({ rows: ['M501', 'M503'], total: 2 });
    expect(await serials({ serialNo: 'M501,M502,M503' })).toEqual({ rows: ['M501', 'M502', 'M503'], total: 3 });
    expect(await serials({ serialNo: '*50*', pageSize: 1, pageNo: 2 })).toEqual({ rows: ['M502'], total: 3 });
    expect(await serials({ serialNo: '*50*', pageSize: 1, pageNo: 3 })).toEqual({ rows: ['M503'], total: 3 });
    expect((await serials({ serialNo: '*50*' }, '/pq/meter/recycleBinPage')).rows).toEqual([]);
    expect((await serials({ serialNo: '*50*', order: 'desc' })).rows).toEqual(['M503', 'M502', 'M501']);
  });
});
