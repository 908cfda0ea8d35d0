import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

let s: TestServer;
let amy: { id: string; token: string };
let bob: { id: string; token: string };
beforeAll(async () => {
  s = await startServer();
  amy = await s.userWithRoles('acct_amy', ['operator']);
  bob = await s.userWithRoles('acct_bob', []);
  await s.call('PUT', '/sys/user/edit', { token: s.adminToken, body: { id: bob.id, email: 'bob@example.com' } });
});
afterAll(async () => {
  await s?.close();
});

const put = (path: string, token: string, body: unknown) => s.call('PUT', path, { token, body });
const row = (id: string) =>
  s.ctx.db.selectFrom('sys_user').select(['realname', 'email', 'phone', 'sex', 'status', 'username']).where('id', '=', id).executeTakeFirstOrThrow();

describe('account centre', () => {
  it('shows the caller, their roles and their own last logins, never the password', async () => {
    const r = await s.call('GET', '/isps/account/center', { token: amy.token });
    expect(r.status).toBe(200);
    const c = r.body.result;
    expect(c.user).toMatchObject({ id: amy.id, username: 'acct_amy' });
    expect(JSON.stringify(c)).not.toContain('password');
    const operator = await s.ctx.db.selectFrom('sys_role').select('role_name').where('role_code', '=', 'operator').executeTakeFirstOrThrow();
    expect(c.roles).toEqual([operator.role_name]);
    expect(c.activity[0]).toMatchObject({ logType: 1 });
    expect(c.activity.every((a: any) => typeof a.time === 'string')).toBe(true);
    const admin = (await s.call('GET', '/isps/account/center', { token: s.adminToken })).body.result;
    expect(admin.user.username).toBe('admin');
  });

  it("base settings: own fields only, checked by sys_user's rules, named on error", async () => {
    const before = await row(amy.id);
    const bad = async (body: object, field: string) => {
      const r = await put('/isps/account/base', amy.token, body);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(JSON.stringify(r.body.result)).toContain(field);
    };
    await bad({ email: 'amy@example.com' }, 'email'); // changed only through 账户绑定, by a code
    await bad({ phone: '13800138000' }, 'phone');
    await bad({ sex: 7 }, 'sex');
    await bad({ birthday: 'not-a-date' }, 'birthday');
    await bad({ realname: '' }, 'realname');
    expect(await row(amy.id)).toEqual(before);

    const ok = await put('/isps/account/base', amy.token, {
      realname: '艾米',
      email: before.email, // unchanged: taken along as the form sends it
      sex: 2,
      username: 'hijack',
      status: 2,
      id: bob.id,
    });
    expect(ok.body).toMatchObject({ success: true, result: { userInfo: { realname: '艾米' } } });
    expect(await row(amy.id)).toMatchObject({ realname: '艾米', email: before.email, phone: before.phone, sex: 2, username: 'acct_amy', status: 1 });
    expect((await row(bob.id)).realname).not.toBe('艾米'); // the id in the body is ignored: always the caller
  });

  it('console settings follow the user: saved per user, validated, merged', async () => {
    expect((await s.call('GET', '/isps/account/prefs', { token: amy.token })).body.result).toEqual({});
    const bad = await put('/isps/account/prefs', amy.token, { color: 'red' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('color');
    expect((await put('/isps/account/prefs', amy.token, { hack: 1 })).status).toBe(400);
    expect((await put('/isps/account/prefs', amy.token, { layout: 'sidemenu', color: '#13C2C2' })).body.success).toBe(true);
    expect((await put('/isps/account/prefs', amy.token, { multipage: true })).body.result).toEqual({ layout: 'sidemenu', color: '#13C2C2', multipage: true });
    expect((await s.call('GET', '/isps/account/prefs', { token: amy.token })).body.result).toEqual({ layout: 'sidemenu', color: '#13C2C2', multipage: true });
    expect((await s.call('GET', '/isps/account/prefs', { token: bob.token })).body.result).toEqual({});
    expect((await s.call('DELETE', '/isps/account/prefs', { token: amy.token })).body).toMatchObject({ success: true, message: '已恢复默认设置' });
    expect((await s.call('GET', '/isps/account/prefs', { token: amy.token })).body.result).toEqual({});
  });

  it('最近动态 names the route of each operation and leaves preference toggles out', async () => {
    expect((await put('/isps/account/prefs', bob.token, { multipage: true })).status).toBe(200);
    expect((await put('/isps/account/base', bob.token, { realname: '鲍勃' })).status).toBe(200);
    const c = (await s.call('GET', '/isps/account/center', { token: bob.token })).body.result;
    const ops = c.activity.filter((a: any) => a.logType === 2);
    expect(ops.some((a: any) => a.url === '/isps/account/base' && a.operateType === 3)).toBe(true);
    expect(ops.some((a: any) => String(a.url).includes('/account/prefs'))).toBe(false);
    expect(ops.every((a: any) => !String(a.url).startsWith('/isps-api'))).toBe(true);
  });

  it('needs a token', async () => {
    expect((await s.call('GET', '/isps/account/center')).status).toBe(401);
    expect((await s.call('PUT', '/isps/account/base', { body: { realname: 'x' } })).status).toBe(401);
  });
});
