import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from '#shared/contract/answer.js';
import { ok } from '#shared/contract/envelope.js';
import { recordPageOf } from '#shared/contract/records.js';
import { userListExtra } from '#shared/contract/users.js';
import { responseSerializerCompiler } from '#server/http/serialization.js';
import { ADMIN_PASSWORD, startServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

/** A Fastify server with ISPS's serializer, answering `payload` through the user list's own answer schema. */
async function answering(payload: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler);
  const response = answerOf(recordPageOf(s.ctx.registry.must('sys_user').readable, userListExtra));
  app.get('/list', { schema: { response } }, async () => payload);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const text = await (await fetch(`http://127.0.0.1:${port}/list`)).text();
  await app.close();
  return text;
}

describe('answer schemas (src/shared/contract)', () => {
  it('never writes a secret column a handler selected by mistake, and writes the rest as JSON.stringify would', async () => {
    const real = await s.call('GET', '/sys/user/list', { token: s.adminToken, query: { username: 'admin' } });
    const admin = real.body.result.records[0];
    expect(admin).toMatchObject({ username: 'admin', orgCodeTxt: expect.any(String), sex_dictText: '男' });
    // the same page, as a handler that selected too much would hand it over
    const page = { ...real.body.result, records: [{ ...admin, password: '$argon2id$v=19$secret', salt: 'RCGTeGiH', apiKey: 'k' }] };
    const text = await answering(ok(page, '操作成功！'));
    expect(text).not.toMatch(/argon2|password|salt|RCGTeGiH|apiKey/);
    expect(JSON.parse(text).result.records[0]).toEqual(admin);
    const { timestamp } = JSON.parse(text);
    expect(text).toBe(JSON.stringify({ ...ok(real.body.result, '操作成功！'), timestamp }));
  });

  it('keeps the JeecgBoot envelope byte for byte on the hot routes (key order, nulls, messages)', async () => {
    const dict = await fetch(`${s.base}/sys/dict/getDictItems/sex`).then((r) => r.text());
    expect(dict).toMatch(
      /^\{"success":true,"message":"操作成功！","code":200,"result":\[\{"value":"1","text":"男","title":"男","label":"男","textEn":"Male"\},/,
    );
    expect(dict).toMatch(/\],"timestamp":\d+\}$/);
    const perm = await s.call('GET', '/sys/permission/getUserPermissionByToken', { token: s.adminToken });
    expect(Object.keys(perm.body)).toEqual(['success', 'message', 'code', 'result', 'timestamp']);
    expect(Object.keys(perm.body.result)).toEqual(['menu', 'auth', 'allAuth']);
    const home = perm.body.result.menu[0];
    expect(Object.keys(home)).toEqual(['id', 'route', 'path', 'name', 'component', 'meta']);
    expect(home.meta).toMatchObject({ keepAlive: false, internalOrExternal: false, title: '首页', titleEn: 'Home' });
  });

  it('writes NaN and Infinity in a number field as null, as JSON.stringify does, instead of failing the answer', async () => {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler);
    const response = answerOf(z.object({ mean: z.number(), count: z.number().int(), peak: z.number(), secret: z.string().optional() }));
    app.get('/stats', { schema: { response } }, async () => ok({ mean: NaN, count: NaN, peak: Infinity, password: 'x' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/stats`);
    const text = await res.text();
    await app.close();
    expect(res.status).toBe(200);
    expect(JSON.parse(text).result).toEqual({ mean: null, count: null, peak: null });
    expect(text).not.toContain('password'); // the second pass still writes only the schema's keys
  });

  it('answers a login without the password hash, with every readable user column', async () => {
    const r = await s.call('POST', '/sys/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    const info = r.body.result.userInfo;
    expect(info).not.toHaveProperty('password');
    expect(Object.keys(info)).toEqual(s.ctx.registry.must('sys_user').readable.map((c) => c.name));
    expect(Object.keys(r.body.result)).toEqual(['token', 'userInfo', 'sysAllDictItems', 'departs', 'multi_depart', 'tenantList']);
  });
});
