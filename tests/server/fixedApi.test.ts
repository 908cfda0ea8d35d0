import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});
const admin = (url: string, query: Record<string, string | number> = {}) => s.call('GET', url, { token: s.adminToken, query });

describe('the fixed API list (/api/*)', () => {
  it('/api/user and /api/role page the same records as the admin pages, with their filters', async () => {
    await s.userWithRoles('fixed_api_u', ['operator']);
    const users = await admin('/api/user', { username: 'fixed_api_u' });
    expect(users.body.result).toMatchObject({ total: 1, current: 1 });
    expect(users.body.result.records[0]).toMatchObject({ username: 'fixed_api_u' });
    expect(users.body.result.records[0].password).toBeUndefined();
    const roles = await admin('/api/role', { pageSize: 100 });
    const page = await admin('/sys/role/list', { pageSize: 100 });
    expect(roles.body.result.records.map((r: any) => r.roleCode)).toEqual(page.body.result.records.map((r: any) => r.roleCode));
  });

  it('/api/permission pages, /api/permission/no-pager gives them all', async () => {
    const all = await admin('/api/permission/no-pager');
    expect(all.body.result.length).toBeGreaterThan(20);
    const first = await admin('/api/permission', { pageSize: 5 });
    expect(first.body.result.total).toBe(all.body.result.length);
    expect(first.body.result.records.map((r: any) => r.id)).toEqual(all.body.result.slice(0, 5).map((r: any) => r.id));
    const bad = await admin('/api/permission', { pageSize: 'x' });
    expect(bad.status).toBe(400);
  });

  it('/api/service lists the services with their routes', async () => {
    const r = await admin('/api/service');
    const users = r.body.result.find((x: any) => x.name === 'Users');
    expect(users.routes).toEqual(expect.arrayContaining([expect.objectContaining({ method: 'GET', path: '/sys/user/list' })]));
  });

  it('need the read permissions', async () => {
    const nobody = await s.userWithRoles('fixed_api_none', []);
    for (const url of ['/api/user', '/api/role', '/api/permission', '/api/permission/no-pager', '/api/service']) {
      expect({ url, status: (await s.call('GET', url, { token: nobody.token })).status }).toEqual({ url, status: 403 });
      expect({ url, status: (await s.call('GET', url)).status }).toEqual({ url, status: 401 });
    }
  });
});
