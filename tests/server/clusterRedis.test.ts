// Both databases: several processes on one database and one Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeOf } from '#server/realtime/plane.js';
import { fakeSmtp, mailText } from './fakeSmtp.js';
import { DB_KIND, REDIS_URL, redisPrefix, startServer, type TestServer } from './harness.js';

const LAST = '/api/wrdb/queryWrdbLastTimestamp';
const DATA = '/api/wrdb/queryWrdbData';
const CLOSE = '/api/wrdb/closeWrdb';
const soon = { timeout: 5000, interval: 100 };

// Two server processes on one PostgreSQL database and one Redis (REDIS_URL), as behind a load balancer.
describe.runIf(DB_KIND === 'pg' && REDIS_URL)('two servers on PostgreSQL and Redis', () => {
  let a: TestServer;
  let b: TestServer;
  let rec: number;
  const prefix = redisPrefix();
  beforeAll(async () => {
    const env = { ISPS_TRUST_PROXY: '127.0.0.1/32' }; // clients named by X-Forwarded-For, for the rate limits
    a = await startServer({ simulator: true, redisPrefix: prefix, env });
    b = await startServer({ simulator: true, databaseUrl: a.databaseUrl, redisPrefix: prefix, env });
    const d = await a.call('GET', '/api/portal/queryData_BaseRecordIDs', { query: { equipIDs: 'SMDR-NM01' } });
    rec = d.body.result[0].equipMapInfos.fq.recordId;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const feeders = () => [a, b].filter((x) => realtimeOf(x.ctx)!.feeding);
  const open = async (x: TestServer) => (await x.call('GET', LAST, { query: { type: 1, recordid: rec, wrdbID: 0 } })).body.result;
  const window = (x: TestServer, id: number, from: number, to: number) =>
    x.call('GET', DATA, { query: { type: 1, wrdbID: id, recordID: rec, timeSoc_Begin: from, timeSoc_End: to } });

  it('run the simulator in exactly one of them, and both answer the same samples', async () => {
    await expect.poll(() => feeders().length, soon).toBe(1);
    await new Promise((r) => setTimeout(r, 1500)); // both have tried the lease a few times by now
    expect(feeders()).toHaveLength(1);
    await expect.poll(async () => (await open(a)).ret, soon).toBe(0); // rows written
    const o = await open(a);
    // the other process mirrors the rows through Redis: a 5 s window, read on each, is the same
    await expect.poll(async () => (await window(b, o.wrdbid, o.timestamp - 5, o.timestamp)).body.result?.value?.length, soon).toBe(501);
    const [fromA, fromB] = await Promise.all([window(a, o.wrdbid, o.timestamp - 5, o.timestamp), window(b, o.wrdbid, o.timestamp - 5, o.timestamp)]);
    expect(fromB.body.result.value).toEqual(fromA.body.result.value);
    expect(fromB.body.result.value.filter((v: number | null) => typeof v === 'number' && v > 45 && v < 55).length).toBeGreaterThan(400);
  });

  it('answer a session opened on one server on the other, and a close on one ends it on both', async () => {
    const o = await open(a);
    expect(o.wrdbid).toBeGreaterThan(0);
    const last = await b.call('GET', LAST, { query: { type: 1, recordid: rec, wrdbID: o.wrdbid } });
    expect(last.body).toMatchObject({ success: true, message: '操作成功！', result: { wrdbid: o.wrdbid } });
    // answered in front of Fastify after the session's one round trip to Redis (http/hotRoutes.ts)
    const served = b.ctx.hot.served;
    expect((await window(b, o.wrdbid, o.timestamp - 1, o.timestamp)).body).toMatchObject({ success: true, result: { wrdbid: o.wrdbid } });
    expect(b.ctx.hot.served).toBe(served + 1);
    expect((await b.call('GET', CLOSE, { query: { wrdbID: o.wrdbid } })).body).toMatchObject({ success: true, result: { closed: true } });
    const after = await window(a, o.wrdbid, o.timestamp - 1, o.timestamp);
    expect(after.body.message).toBe(`实时库会话 ${o.wrdbid} 不存在或已过期，请重新打开（wrdbID=0）`);
    expect(after.status).toBe(200);
  });

  it('accept a password-reset code mailed by one server on the other, once', async () => {
    const smtp = await fakeSmtp();
    for (const x of [a, b]) x.ctx.config.smtp = { url: smtp.url, from: 'isps@example.com' };
    try {
      const carol = await a.userWithRoles('reset_carol', ['operator']);
      await a.ctx.db.updateTable('sys_user').set({ email: 'carol@example.com' }).where('id', '=', carol.id).execute();
      expect((await a.call('POST', '/sys/user/sendResetCode', { body: { username: 'reset_carol', email: 'carol@example.com' } })).body.success).toBe(true);
      const code = /验证码：(\d{6})/.exec(mailText(smtp.mails[0]))![1];
      const reset = (x: TestServer) =>
        x.call('POST', '/sys/user/resetPassword', { body: { username: 'reset_carol', code, password: 'N3w#Passw0rd', confirmPassword: 'N3w#Passw0rd' } });
      expect((await reset(b)).body.message).toBe('密码重置成功，请使用新密码登录');
      expect((await reset(a)).body.message).toBe('验证码错误或已失效，请重新获取'); // used, on every server
      const login = await a.call('POST', '/sys/login', {
        body: { username: 'reset_carol', password: 'N3w#Passw0rd' },
        headers: { 'x-forwarded-for': '10.5.5.5' },
      });
      expect(login.body.success).toBe(true);
    } finally {
      for (const x of [a, b]) x.ctx.config.smtp = undefined;
      await smtp.close();
    }
  });

  it('cap the sessions of one address across both servers, dropping its least recently used', async () => {
    const from = { 'x-forwarded-for': '10.4.4.4' };
    const openFrom = async (x: TestServer) => (await x.call('GET', LAST, { query: { type: 1, recordid: rec, wrdbID: 0 }, headers: from })).body.result;
    const ids: number[] = [];
    for (let i = 0; i < 32; i++) ids.push((await openFrom(i % 2 ? b : a)).wrdbid); // the default cap (ISPS_WRDB_SESSIONS_PER_ADDRESS)
    const t = Date.now() / 1000;
    const gone = async (x: TestServer, id: number) =>
      /不存在/.test(
        (await x.call('GET', DATA, { query: { type: 1, wrdbID: id, recordID: rec, timeSoc_Begin: t - 2, timeSoc_End: t - 1 }, headers: from })).body.message,
      );
    expect(await gone(b, ids[0])).toBe(false); // the oldest, used again: now the most recent
    await openFrom(b); // the 33rd: the least recently used one goes
    expect(await gone(a, ids[1])).toBe(true);
    expect(await gone(a, ids[0])).toBe(false);
    expect(await gone(b, ids[31])).toBe(false);
  });

  it('hold a lock on an account taken on one server on the other', async () => {
    const u = await a.userWithRoles('locked1', ['operator']);
    expect(u.token).toBeTruthy();
    for (let i = 0; i < 3; i++) await a.call('POST', '/sys/login', { body: { username: 'locked1', password: 'bad' } });
    // three failures on a: b asks for a captcha too
    const captcha = await b.call('POST', '/sys/login', { body: { username: 'locked1', password: 'Passw0rd!x' } });
    expect(captcha).toMatchObject({ status: 400, body: { result: { captchaRequired: true } } });
    for (let i = 0; i < 7; i++) {
      await a.call('GET', `/sys/randomImage/c${i}`);
      await a.call('POST', '/sys/login', { body: { username: 'locked1', password: 'bad', captcha: 'abcd', checkKey: `c${i}` } });
    }
    const locked = await b.call('POST', '/sys/login', { body: { username: 'locked1', password: 'Passw0rd!x', captcha: 'abcd', checkKey: 'x' } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/登录失败次数过多/);
  });

  it('count a rate limit across both servers', async () => {
    const image = (x: TestServer, i: number) => x.call('GET', `/sys/randomImage/r${i}`, { headers: { 'x-forwarded-for': '10.9.9.9' } });
    // 30 captcha images a minute per address (login.ts), wherever the load balancer sends each request
    for (let i = 0; i < 30; i++) expect((await image(i % 2 ? b : a, i)).status).toBe(200);
    const over = await image(a, 30);
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/验证码请求过于频繁/);
    expect((await image(b, 31)).status).toBe(429);
  });

  it("show a menu change made on one server in the other's menu at once", async () => {
    const t = a.adminToken;
    const menu = async (x: TestServer) => (await x.call('GET', '/sys/permission/getUserPermissionByToken', { token: t })).body.result.menu;
    const system = (await menu(b)).find((m: any) => m.path === '/isystem'); // now cached with b's session
    expect((await a.call('PUT', '/sys/permission/edit', { token: t, body: { id: system.id, name: '系统设置' } })).body.success).toBe(true);
    await expect.poll(async () => (await menu(b)).find((m: any) => m.path === '/isystem').meta.title, soon).toBe('系统设置');
  });

  it("show a real device's link, run by the feeding process, on both servers", async () => {
    const t = a.adminToken;
    // a TCP device nobody listens for: the feeding process keeps trying to connect
    const add = await a.call('POST', '/isps/device/add', {
      token: t,
      body: {
        equipId: 'PMU-CL1',
        equipType: 'SMD-C',
        nameZh: 'PMU-CL1',
        lat: 30,
        lng: 114,
        reportRate: 50,
        host: '127.0.0.1',
        transport: 'tcp',
        port: 9,
        idcode: 7,
      },
    });
    expect(add.body.success).toBe(true);
    const link = async (x: TestServer) =>
      (await x.call('GET', '/isps/device/linkStatus', { token: t, query: { ids: add.body.result.id } })).body.result[0].link;
    for (const x of [a, b]) await expect.poll(async () => (await link(x))?.state, soon).toBeTruthy();
    expect((await link(a)).state).toBe((await link(b)).state);
  });

  it('hand the simulator over within seconds when its server goes, with no gap in the samples', async () => {
    const [gone] = feeders();
    const stay = gone === a ? b : a;
    const o = await open(stay);
    const stopped = Math.floor(Date.now() / 1000);
    await gone.close();
    if (gone === a) a = undefined as never;
    else b = undefined as never;
    await expect.poll(() => realtimeOf(stay.ctx)!.feeding, soon).toBe(true);
    // the new feeder backfills: the samples over the handover are all there
    await expect.poll(async () => (await open(stay)).timestamp, soon).toBeGreaterThan(stopped + 2);
    const w = await window(stay, o.wrdbid, stopped - 2, stopped + 2);
    expect(w.body.result.value).toHaveLength(401);
    expect(w.body.result.value.filter((v: number | null) => v === null).length).toBeLessThan(50); // a simulated drop-out at most
  });
});
