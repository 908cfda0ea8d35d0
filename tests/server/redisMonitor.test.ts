import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_URL, redisPrefix, startServer, type TestServer } from './harness.js';

/** The Redis monitor and its read-only terminal on a real redis-server (unconfigured: consoleCalls.test.ts). */
describe.runIf(REDIS_URL)('Redis monitor', () => {
  let s: TestServer;
  let operator: string;
  const prefix = redisPrefix();
  beforeAll(async () => {
    s = await startServer({ redisPrefix: prefix });
    operator = (await s.userWithRoles('redis_op', ['operator'])).token;
    // a key in a readable family (live samples); the terminal reads no other family
    await s.ctx.shared!.redis.set(`${prefix}wrdb:rec:probe`, 'hello', 'EX', 600);
    await s.ctx.shared!.redis.set('someone-else:secret', 'not yours');
  });
  afterAll(async () => {
    await s?.ctx.shared?.redis.del('someone-else:secret');
    await s?.close();
  });
  const run = (command: string, token = s.adminToken) => s.call('POST', '/sys/monitor/redis/command', { token, body: { command } });

  it('shows memory, clients, keys and ops/s, and the same through JeecgBoot actuator routes', async () => {
    const r = (await s.call('GET', '/sys/monitor/redis', { token: s.adminToken })).body.result;
    expect(r).toMatchObject({ configured: true });
    expect(r.usedMemory).toBeGreaterThan(0);
    expect(r.clients).toBeGreaterThan(0);
    expect(r.keys).toBeGreaterThan(0);
    expect(typeof r.opsPerSecond).toBe('number');
    const info = (await s.call('GET', '/sys/actuator/redis/info', { token: s.adminToken })).body.result as { key: string; value: string }[];
    expect(info.find((i) => i.key === 'redis_version')?.value).toBe(r.version);
    expect((await s.call('GET', '/sys/actuator/redis/keysSize', { token: s.adminToken })).body).toMatchObject({ dbSize: expect.any(Number) });
    const memory = (await s.call('GET', '/sys/actuator/redis/memoryInfo', { token: s.adminToken })).body as unknown as { used_memory: string };
    expect(Number(memory.used_memory)).toBeGreaterThan(0);
    expect((await s.call('GET', '/sys/monitor/redis', { token: operator })).status).toBe(403);
    // the report series JeecgBoot's Redis page draws, and its disk list
    const keys = (await s.call('GET', '/sys/actuator/redis/keysSizeForReport', { token: s.adminToken })).body as unknown as {
      data: { value: number; name: string }[];
    };
    expect(keys.data).toHaveLength(5);
    expect(keys.data[0]).toEqual({ value: expect.any(Number), name: expect.stringMatching(/^\d\d:\d\d:\d\d$/) });
    const mem = (await s.call('GET', '/sys/actuator/redis/memoryForReport', { token: s.adminToken })).body as unknown as { data: { value: number }[] };
    expect(mem.data.every((d) => d.value > 0)).toBe(true);
    const rows = (await s.call('GET', '/sys/actuator/redis/infoForReport', { token: s.adminToken })).body as unknown as { data: { key: string }[] };
    expect(rows.data.map((d) => d.key)).toContain('redis_version');
    const disks = (await s.call('GET', '/sys/actuator/redis/queryDiskInfo', { token: s.adminToken })).body.result as {
      name: string;
      max: number;
      rest: number;
      restPPT: number;
    }[];
    expect(disks.find((d) => d.name === '/')).toMatchObject({ max: expect.any(Number), rest: expect.any(Number) });
    expect(disks.every((d) => d.restPPT >= 0 && d.restPPT <= 100 && d.rest <= d.max)).toBe(true);
    expect((await s.call('GET', '/sys/actuator/redis/keysSizeForReport', { token: operator })).status).toBe(403);
  });

  it("runs whitelisted read commands on this install's keys only", async () => {
    expect((await run(`GET ${prefix}wrdb:rec:probe`)).body.result).toBe('hello');
    expect((await run(`type ${prefix}wrdb:rec:probe`)).body.result).toBe('string');
    expect((await run(`TTL ${prefix}wrdb:rec:probe`)).body.result).toBeGreaterThan(500);
    const [, keys] = (await run('SCAN 0 MATCH * COUNT 5000')).body.result as [string, string[]];
    expect(keys.every((k) => k.startsWith(prefix))).toBe(true);
    const foreign = await run('GET someone-else:secret');
    expect({ status: foreign.status, message: foreign.body.message }).toEqual({
      status: 400,
      message: `只能读取本系统的键（以 ${prefix} 开头）：someone-else:secret`,
    });
    for (const cmd of ['SET x 1', 'FLUSHALL', `DEL ${prefix}wrdb:rec:probe`, 'CONFIG GET *', 'EVAL "return 1" 0']) {
      const r = await run(cmd);
      expect({ cmd, status: r.status, refused: r.body.message.startsWith('只允许只读命令') }).toEqual({ cmd, status: 400, refused: true });
    }
    expect(await s.ctx.shared!.redis.get(`${prefix}wrdb:rec:probe`)).toBe('hello');
    expect((await run('INFO', operator)).status).toBe(403);
  });

  it('never shows secret key families, not even their names, to a non-admin with the Redis monitor permission', async () => {
    // a role given only the Redis page (as a designer or an on-call engineer might get it)
    const role = await s.call('POST', '/sys/role/add', { token: s.adminToken, body: { roleCode: 'redis_watch', roleName: 'Redis 值守' } });
    const page = await s.ctx.db.selectFrom('sys_permission').select('id').where('perms', '=', 'monitor:redis').executeTakeFirstOrThrow();
    await s.ctx.db
      .insertInto('sys_role_permission')
      .values({ id: `rw_${page.id}`.slice(0, 32), role_id: role.body.result.id, permission_id: page.id })
      .execute();
    const watcher = (await s.userWithRoles('redis_watch_u', ['redis_watch'])).token;
    expect((await run('DBSIZE', watcher)).status).toBe(200);

    // a binding code issued through the API lands under isps:reset:…, beside other secret families
    const bind = await s.call('POST', '/isps/account/bind/phone/code', { token: watcher, body: { phone: '13800000077' } });
    expect(bind.body.success, JSON.stringify(bind.body)).toBe(true);
    const r = s.ctx.shared!.redis;
    const [resetKey] = await r.keys(`${prefix}reset:*`);
    expect(resetKey).toBeTruthy();
    await r.set(`${prefix}rate:127.0.0.1`, '3', 'EX', 600);
    await r.set(`${prefix}wrdb:sess`, 'sessions', 'EX', 600);
    for (const key of [resetKey, `${prefix}rate:127.0.0.1`, `${prefix}wrdb:sess`, `${prefix}wrdb:addr:127.0.0.1`, `${prefix}captcha:x`]) {
      for (const cmd of [`HGET ${key} h`, `GET ${key}`, `TYPE ${key}`, `TTL ${key}`, `HLEN ${key}`, `STRLEN ${key}`, `EXISTS ${prefix}wrdb:rec:probe ${key}`]) {
        const res = await run(cmd, watcher);
        expect({ cmd, status: res.status, field: res.body.result?.field }).toEqual({ cmd, status: 400, field: 'command' });
        expect(JSON.stringify(res.body)).not.toContain(await r.hget(resetKey, 'h'));
      }
    }
    expect((await run(`KEYS ${prefix}*`, watcher)).status).toBe(400);
    for (const match of ['*', 'reset:*', `${prefix}reset:*`, '*reset*', 'r?set:*', '[r]eset:*']) {
      const [, keys] = (await run(`SCAN 0 MATCH ${match} COUNT 1000`, watcher)).body.result as [string, string[]];
      expect(keys.filter((k) => !k.startsWith(`${prefix}wrdb:rec:`) && !k.startsWith(`${prefix}lease:`) && k !== `${prefix}link:status`)).toEqual([]);
    }
    const [, all] = (await run('SCAN 0 MATCH * COUNT 1000', watcher)).body.result as [string, string[]];
    expect(all).toContain(`${prefix}wrdb:rec:probe`);
    // nor does the admin read them
    expect((await run(`HGET ${resetKey} h`)).status).toBe(400);
  });
});
