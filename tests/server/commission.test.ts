import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

const device = (equipId: string) => ({ equipId, equipType: 'SMD-C', nameZh: `调试 ${equipId}`, province: '江苏', lat: 32.06, lng: 118.79 });
const commission = (body: unknown, token = s.adminToken) => s.call('POST', '/isps/device/commission', { token, body });
const pointsOf = async (deviceId: string) =>
  (await s.call('GET', '/isps/measPoint/list', { token: s.adminToken, query: { deviceId, pageSize: 100 } })).body.result.records as any[];
const deviceCount = async (equipId: string) =>
  (await s.call('GET', '/isps/device/list', { token: s.adminToken, query: { equipId, pageSize: 1 } })).body.result.total as number;

describe('device commissioning', () => {
  it('registers a device with its given points and the points its type always has', async () => {
    const r = await commission({ device: device('COM-1'), points: [{ measType: 'UPM', channel: 1, channelName: 'VA' }] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const points = await pointsOf(r.body.result.id);
    expect(points.map((p) => p.pointId).sort()).toEqual(['COM-1.RF', 'COM-1.UAA', 'COM-1.UPM.1', 'COM-1.fq']);
    expect(new Set(points.map((p) => p.recordId)).size).toBe(4);
  });

  it('a bad point writes nothing and the answer names the point and its field', async () => {
    const r = await commission({ device: device('COM-2'), points: [{ measType: 'UPM', channel: 1 }, { measType: 'THD' }] });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('第 2 个量测点');
    expect(r.body.result.errors[0].field).toBe('points.1.measType');
    expect(await deviceCount('COM-2')).toBe(0);
  });

  it('a bad device field is a 400 naming it; a taken point id rolls the device back', async () => {
    const bad = await commission({ device: { ...device('COM-3'), lat: 123 }, points: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.result.errors[0].field).toBe('lat');
    const taken = await commission({ device: device('COM-4'), points: [{ measType: 'UPM', channel: 1, pointId: 'COM-1.UPM.1' }] });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toContain('已存在');
    expect(await deviceCount('COM-4')).toBe(0);
  });

  it('needs the device add permission, and the point add permission for points', async () => {
    const viewer = await s.userWithRoles('com_viewer', []);
    expect((await commission({ device: device('COM-5') }, viewer.token)).status).toBe(403);
    expect((await commission({ device: device('COM-5') }, '')).status).toBe(401);
    expect(await deviceCount('COM-5')).toBe(0);
    // a role with device:add only registers devices, not extra points
    const role = await s.call('POST', '/sys/role/add', { token: s.adminToken, body: { roleName: '登记员', roleCode: 'com_registrar' } });
    const perm = await s.ctx.db.selectFrom('sys_permission').select('id').where('perms', '=', 'device:add').executeTakeFirstOrThrow();
    await s.call('POST', '/sys/permission/saveRolePermission', {
      token: s.adminToken,
      body: { roleId: role.body.result.id, permissionIds: perm.id, lastpermissionIds: '' },
    });
    const registrar = await s.userWithRoles('com_registrar_u', ['com_registrar']);
    const withPoint = await commission({ device: device('COM-6'), points: [{ measType: 'UPM', channel: 1 }] }, registrar.token);
    expect(withPoint.status).toBe(403);
    expect(withPoint.body.message).toContain('measPoint:add');
    expect(await deviceCount('COM-6')).toBe(0);
    expect((await commission({ device: device('COM-6') }, registrar.token)).status).toBe(200);
  });
});
