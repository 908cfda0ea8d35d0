import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

type Op = { parameters?: { name: string; in: string }[] };

/** Routes that check a query or path value declare it, so the OpenAPI document (and the fuzz suite) knows it. */
describe('route schemas: one zod schema validates and documents', () => {
  it('the OpenAPI document lists the values a route checks, and a bad one is a 400 naming the field', async () => {
    const doc = (await s.call('GET', '/docs/json', { token: s.adminToken })).body as unknown as { paths: Record<string, Record<string, Op>> };
    const params = (path: string, method = 'get') => (doc.paths[path]?.[method]?.parameters ?? []).map((p) => `${p.in}:${p.name}`);
    expect(params('/sys/user/queryUserRole')).toContain('query:userid');
    expect(params('/sys/user/userRoleList')).toContain('query:roleId');
    expect(params('/sys/permission/getPermRuleListByPermId')).toContain('query:permissionId');
    expect(params('/sys/schema/{entity}')).toContain('path:entity');
    expect(params('/sys/role/datarule/{permissionId}/{roleId}')).toEqual(expect.arrayContaining(['path:permissionId', 'path:roleId']));

    const missing = await s.call('GET', '/sys/user/queryUserRole', { token: s.adminToken });
    expect(missing.status).toBe(400);
    expect(missing.body.result.errors[0].field).toBe('userid');
    expect(missing.body.message).toContain('userid');
    const long = await s.call('GET', `/sys/schema/${'x'.repeat(65)}`, { token: s.adminToken });
    expect(long.status).toBe(400);
    expect(long.body.result.errors[0].field).toBe('entity');
  });

  it('a body schema on a route keeps the exact messages of the handler it replaced', async () => {
    const r = await s.call('PUT', '/sys/user/frozenBatch', { token: s.adminToken, body: { ids: '', status: 9 } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 400 });
    // the handler's own words, written down: not zod's English defaults
    expect(r.body.result.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'ids', message: 'ids 不能为空' }),
        expect.objectContaining({ field: 'status', message: 'status 只能是 1（解冻）或 2（冻结）' }),
      ]),
    );
    expect(r.body.message).toContain('ids 不能为空');
  });

  it('a route whose handler checks before it validates keeps that order (closed registration: 403, not 400)', async () => {
    const r = await s.call('POST', '/sys/user/register', { body: { username: 1 } });
    expect({ status: r.status, message: r.body.message }).toEqual({ status: 403, message: '系统未开放自助注册，请联系管理员开通账号' });
  });

  it("keys an entity's hooks add to its add/edit body are documented with the fields and checked by the route", async () => {
    const doc = (await s.call('GET', '/docs/json', { token: s.adminToken })).body as unknown as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }>>;
    };
    const props = Object.keys(doc.paths['/sys/user/add'].post.requestBody!.content['application/json'].schema.properties ?? {});
    expect(props).toEqual(expect.arrayContaining(['username', 'password', 'selectedroles', 'selecteddeparts']));
    // checked before the handler looks the record up: a malformed list is named even for an unknown id
    const r = await s.call('PUT', '/sys/user/edit', { token: s.adminToken, body: { id: 'no-such-user', selecteddeparts: 42 } });
    expect({ status: r.status, field: r.body.result?.errors?.[0]?.field }).toEqual({ status: 400, field: 'selecteddeparts' });
  });

  it('a route without a token is still refused before its schema is checked', async () => {
    const r = await s.call('GET', '/sys/user/queryUserRole');
    expect(r.status).toBe(401);
  });
});
