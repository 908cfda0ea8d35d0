import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

/** Routes JeecgBoot 2.4.6's console calls from its pickers, login and reset pages (they answered 404). */
let s: TestServer;
let nobody: string;
let root: { id: string; code: string };
beforeAll(async () => {
  s = await startServer();
  nobody = (await s.userWithRoles('cc_nobody', [])).token;
  const add = async (body: object) => (await s.call('POST', '/sys/category/add', { token: s.adminToken, body })).body.result;
  root = await add({ pid: '0', name: '电压等级' });
  await add({ pid: root.id, name: '500kV' });
  await add({ pid: root.id, name: '220kV' });
});
afterAll(async () => {
  await s?.close();
});

const admin = (url: string, query?: Record<string, string>) => s.call('GET', url, { token: s.adminToken, query });

describe('table dictionary pickers (JSearchSelectTag, JTreeSelect)', () => {
  it('loadDictItem answers the texts of the given keys, unknown keys dropped or kept', async () => {
    const kids = (await admin('/sys/dict/loadTreeData', { tableName: 'sys_category', text: 'name', code: 'id', pidField: 'pid', pid: root.id })).body
      .result as { key: string; title: string; isLeaf: boolean; parentId: string }[];
    expect(kids.map((k) => k.title).sort()).toEqual(['220kV', '500kV']);
    expect(kids.every((k) => k.isLeaf && k.parentId === root.id)).toBe(true);
    const roots = (await admin('/sys/dict/loadTreeData', { tableName: 'sys_category', text: 'name', code: 'id', pidField: 'pid', pid: '0' })).body.result;
    expect(roots.find((r: { key: string }) => r.key === root.id)).toMatchObject({ title: '电压等级', isLeaf: false });

    const keys = `${kids[0].key},nope`;
    expect((await admin('/sys/dict/loadDictItem/sys_category,name,id', { key: keys })).body.result).toEqual([kids[0].title]);
    expect((await admin('/sys/dict/loadDictItem/sys_category,name,id', { key: keys, delNotExist: 'false' })).body.result).toEqual([kids[0].title, 'nope']);
  });

  it('refuses tables and fields that are not registered, and readers without the right', async () => {
    const bad = await admin('/sys/dict/loadTreeData', { tableName: 'pg_user', text: 'usename', code: 'usesysid', pidField: 'usesysid' });
    expect(bad.status).toBe(400);
    const field = await admin('/sys/dict/loadTreeData', {
      tableName: 'sys_category',
      text: 'name',
      code: 'id',
      pidField: 'pid',
      condition: '{"password":"x"}',
    });
    expect({ status: field.status, field: field.body.result?.field }).toEqual({ status: 400, field: 'condition' });
    expect((await admin('/sys/dict/loadDictItem/sys_user,password,id', { key: 'x' })).status).toBe(400);
    const denied = await s.call('GET', '/sys/dict/loadDictItem/sys_category,name,id', { token: nobody, query: { key: root.id } });
    expect(denied.status).toBe(403);
  });
});

describe('category and user echoes', () => {
  it('category/loadOne finds one category by a field, and says so when there is none', async () => {
    expect((await admin('/sys/category/loadOne', { field: 'code', val: root.code })).body.result).toMatchObject({ id: root.id, name: '电压等级' });
    const none = await admin('/sys/category/loadOne', { field: 'code', val: 'ZZZ' });
    expect({ success: none.body.success, message: none.body.message }).toEqual({ success: false, message: '查询无果' });
    expect((await admin('/sys/category/loadOne', { field: 'del_flag;drop', val: '1' })).status).toBe(400);
  });

  it('getMultiUser answers a bare list of users by username or id, without passwords', async () => {
    const list = (await admin('/sys/user/getMultiUser', { username: 'admin,cc_nobody,' })).body as unknown as Record<string, unknown>[];
    expect(list.map((u) => u.username)).toEqual(['admin', 'cc_nobody']);
    expect(list.every((u) => u.password === undefined && typeof u.id === 'string')).toBe(true);
    expect((await s.call('GET', '/sys/user/getMultiUser', { token: nobody, query: { id: String(list[0].id) } })).status).toBe(403);
  });
});

describe('login and reset page calls', () => {
  it('checkCaptcha accepts the right answer once, and refuses a wrong one', async () => {
    const answer = async (key: string) => {
      await s.call('GET', `/sys/randomImage/${key}`);
      return (await s.ctx.db.selectFrom('sys_captcha').select('code').where('check_key', '=', key).executeTakeFirstOrThrow()).code as string;
    };
    const code = await answer('cc1');
    expect((await s.call('POST', '/sys/checkCaptcha', { body: { captcha: code.toUpperCase(), checkKey: 'cc1' } })).body.success).toBe(true);
    const again = await s.call('POST', '/sys/checkCaptcha', { body: { captcha: code, checkKey: 'cc1' } });
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 400, message: '验证码错误' });
    expect((await s.call('POST', '/sys/checkCaptcha', { body: { checkKey: 'cc1' } })).status).toBe(400);
  });

  it('answers the deliberately refused calls with the reason and what to use, never a 404', async () => {
    const pwd = await s.call('GET', '/sys/user/passwordChange', { query: { username: 'admin', password: 'x', smscode: '1', phone: '1' } });
    expect(pwd.body).toMatchObject({ success: false, code: 501 });
    expect(pwd.body.message).toContain('/sys/user/resetPassword');
    for (const [m, url] of [
      ['GET', '/sys/getEncryptedString'],
      ['GET', '/sys/user/querySysUser'],
      ['POST', '/sys/user/phoneVerification'],
      ['GET', '/sys/common/pdf/pdfPreviewIframe'],
    ]) {
      const r = await s.call(m, url, m === 'POST' ? { body: {} } : {});
      expect({ url, status: r.status, success: r.body.success }).toEqual({ url, status: 200, success: false });
    }
    // the admin's password is unchanged
    expect(await s.login('admin', 'Admin#12345')).toBeTruthy();
  });

  it('says Redis is not configured on the Redis monitor without REDIS_URL', async () => {
    expect((await admin('/sys/monitor/redis')).body.result).toMatchObject({ configured: false });
    const r = await s.call('POST', '/sys/monitor/redis/command', { token: s.adminToken, body: { command: 'INFO' } });
    expect(r.body).toMatchObject({ success: false, message: '未配置 Redis（REDIS_URL），没有可监控的 Redis' });
    for (const path of ['/sys/actuator/redis/info', '/sys/actuator/redis/keysSize', '/sys/actuator/redis/memoryInfo']) {
      const a = await admin(path);
      expect(a.status, path).toBe(200); // a well-formed refusal the console shows, not a server error
      expect(a.body).toMatchObject({ success: false, message: '未配置 Redis（REDIS_URL），没有可监控的 Redis' });
    }
  });

  it('answers 未配置 to third-party and CAS login where neither is configured', async () => {
    const r = await s.call('GET', '/sys/thirdLogin/render/oidc');
    expect(r.body).toMatchObject({ success: false, message: '未配置第三方登录（OpenID Connect），请使用账号密码或手机号登录' });
    expect(
      (await s.call('GET', '/sys/cas/client/validateLogin', { query: { ticket: 'ST-1', service: 'http://console.example.test/user/login' } })).body.message,
    ).toBe('未配置 CAS 单点登录，请使用账号密码或手机号登录');
  });

  it('limits the public refusals per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) codes.push((await s.call('GET', '/sys/user/querySysUser', { headers: {} })).status);
    expect(codes.at(-1)).toBe(429);
  });
});
