import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseDeviceEvent } from '#server/notify/events.js';
import { startServer, type TestServer } from './harness.js';

let s: TestServer;
let ops: { id: string; token: string };
beforeAll(async () => {
  s = await startServer({ simulator: true });
  ops = await s.userWithRoles('dash_ops', ['operator']);
});
afterAll(async () => {
  await s?.close();
});

const get = (path: string, token?: string, query?: Record<string, string | number>) => s.call('GET', path, { token, query });
const devices = async (query: Record<string, unknown> = {}) =>
  (await get('/isps/device/list', s.adminToken, { pageSize: 1, ...query })).body.result.total as number;

describe('dashboards', () => {
  it('chart: device counts match the device list, 30 days of events and logins, THD of SMD-L/W only', async () => {
    const r = await get('/isps/dashboard/chart', ops.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const c = r.body.result;
    const sum = (xs: { count: number }[]) => xs.reduce((n, x) => n + x.count, 0);
    expect(sum(c.byType)).toBe(await devices());
    expect(c.byType.find((x: any) => x.name === 'SMD-L').count).toBe(await devices({ equipType: 'SMD-L' }));
    expect(sum(c.byProvince)).toBe(await devices());
    expect(c.byStatus.find((x: any) => x.name === '1').count).toBe(await devices({ status: 1 }));
    expect(c.eventsPerDay).toHaveLength(60); // 30 days × 2 kinds, days without events are zero
    expect(c.loginsPerDay).toHaveLength(30);
    expect(c.loginsPerDay.at(-1).count).toBeGreaterThanOrEqual(2); // admin and dash_ops logged in today
    expect(c.thd.length).toBeGreaterThan(0);
    expect(c.thd.every((x: any) => ['SMD-L', 'SMD-W'].includes(x.equipType) && x.value >= 0)).toBe(true);
  });

  it('chart counts a device event on its day', async () => {
    const before = (await get('/isps/dashboard/chart', ops.token)).body.result.eventsPerDay.at(-1);
    const day = before.day;
    const count = async () =>
      (await get('/isps/dashboard/chart', ops.token)).body.result.eventsPerDay.filter((e: any) => e.day === day && e.kind === 'voltage_sag')[0].count;
    const n = await count();
    const equipId = (await get('/isps/device/list', s.adminToken, { pageSize: 1, equipType: 'SMD-C' })).body.result.records[0].equipId;
    await raiseDeviceEvent(s.ctx, { deviceId: equipId, kind: 'voltage_sag', text: '电压暂降 测试' });
    expect(await count()).toBe(n + 1);
    const events = (await get('/isps/dashboard/events', ops.token, { limit: 5 })).body.result;
    expect(events[0]).toMatchObject({ equipId, kind: 'voltage_sag', count: 1, closed: false });
    expect((await get('/isps/dashboard/events', ops.token, { limit: 500 })).status).toBe(400);
  });

  it('tasks: accounts awaiting approval only for those who may edit users; a silent running device is offline', async () => {
    s.ctx.config.selfRegister = true;
    const reg = await s.call('POST', '/sys/user/register', {
      body: { username: 'dash_new', password: 'Passw0rd!reg', confirmPassword: 'Passw0rd!reg', realname: '新人', email: 'new@example.com' },
    });
    expect(reg.body.success).toBe(true);
    const task = (list: any[], key: string) => list.find((x) => x.key === key);
    const admin = (await get('/isps/dashboard/tasks', s.adminToken)).body.result;
    expect(task(admin, 'pendingAccounts')).toEqual({ key: 'pendingAccounts', count: 1, path: '/isystem/user?status=2' });
    expect(task(admin, 'unreadMessages').count).toBeGreaterThanOrEqual(1); // told about the registration
    const mine = (await get('/isps/dashboard/tasks', ops.token)).body.result;
    expect(task(mine, 'pendingAccounts')).toBeUndefined();
    const offline0 = task(mine, 'offlineDevices').count;

    const add = await s.call('POST', '/isps/device/add', {
      token: s.adminToken,
      body: { equipId: 'DASH-SILENT', equipType: 'SMD-C', nameZh: '静默装置', lat: 30, lng: 114, status: 1, transport: 'udp', idcode: 4711 },
    });
    expect(add.body.success).toBe(true);
    let offline: string[] = [];
    for (let i = 0; i < 50 && !offline.includes('DASH-SILENT'); i++) {
      offline = (await get('/isps/dashboard/offline', ops.token)).body.result;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(offline).toContain('DASH-SILENT');
    expect(task((await get('/isps/dashboard/tasks', ops.token)).body.result, 'offlineDevices').count).toBe(offline0 + 1);
  });

  it('shortcuts: saved per user, validated, never shared', async () => {
    const put = (body: unknown, token = ops.token) => s.call('PUT', '/isps/dashboard/shortcuts', { token, body });
    expect((await get('/isps/dashboard/shortcuts', ops.token)).body.result).toEqual([]);
    const bad = await put({ paths: ['javascript:alert(1)'] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('paths');
    expect((await put({ paths: Array.from({ length: 13 }, (_, i) => `/p${i}`) })).status).toBe(400);
    expect((await get('/isps/dashboard/shortcuts', ops.token)).body.result).toEqual([]);
    expect((await put({ paths: ['/idevice/device', '/dashboard/chart', '/idevice/device'] })).body).toMatchObject({
      success: true,
      result: ['/idevice/device', '/dashboard/chart'],
    });
    expect((await get('/isps/dashboard/shortcuts', ops.token)).body.result).toEqual(['/idevice/device', '/dashboard/chart']);
    expect((await get('/isps/dashboard/shortcuts', s.adminToken)).body.result).toEqual([]);
    expect((await s.call('PUT', '/isps/dashboard/shortcuts', { body: { paths: [] } })).status).toBe(401);
  });

  it('needs a token, except the public summary for the anonymous analysis page', async () => {
    for (const p of ['/isps/dashboard/chart', '/isps/dashboard/tasks', '/isps/dashboard/events', '/isps/dashboard/offline'])
      expect((await get(p)).status).toBe(401);
    const pub = await get('/api/portal/summary');
    expect(pub.status).toBe(200);
    expect(pub.body.result).toMatchObject({ devices: await devices(), running: await devices({ status: 1 }) });
    expect(pub.body.result.points).toBeGreaterThan(pub.body.result.devices);
  });

  it('seeds the dashboard menus for operators', async () => {
    const menu = JSON.stringify((await get('/sys/permission/getUserPermissionByToken', ops.token)).body.result.menu);
    for (const p of ['/dashboard/chart', '/dashboard/task', '/dashboard/monitor', '/dashboard/workplace']) expect(menu).toContain(p);
  });
});
