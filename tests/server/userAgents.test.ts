import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '#server/crud/records.js';
import { startServer, type TestServer } from './harness.js';
import { connect, published } from './notify.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

const admin = (method: string, url: string, o: { body?: unknown; query?: Record<string, string | number> } = {}) =>
  s.call(method, url, { token: s.adminToken, ...o });
const at = (minutes: number) => nowText(new Date(Date.now() + minutes * 60_000));
const bell = async (token: string) => (await s.call('GET', '/sys/annountCement/listByUser', { token })).body.result.anntMsgList.map((a: any) => a.titile);

describe('user agents (用户代理人)', () => {
  it('are a schema entity with the JeecgBoot routes: add, edit, queryByUserName', async () => {
    await s.userWithRoles('principal_a', ['operator']);
    await s.userWithRoles('agent_a', ['operator']);
    const none = await admin('GET', '/sys/sysUserAgent/queryByUserName', { query: { userName: 'principal_a' } });
    expect(none.body.success).toBe(false);
    const add = await admin('POST', '/sys/sysUserAgent/add', {
      body: { userName: 'principal_a', agentUserName: 'agent_a', startTime: at(-5), endTime: at(60), status: '1' },
    });
    expect(add.body.success).toBe(true);
    const got = await admin('GET', '/sys/sysUserAgent/queryByUserName', { query: { userName: 'principal_a' } });
    expect(got.body.result).toMatchObject({ id: add.body.result.id, userName: 'principal_a', agentUserName: 'agent_a', status: '1' });
    const edit = await admin('PUT', '/sys/sysUserAgent/edit', { body: { id: add.body.result.id, status: '0' } });
    expect(edit.body.result.status).toBe('0');
    await admin('DELETE', '/sys/sysUserAgent/delete', { query: { id: add.body.result.id } });
  });

  it('refuses an unknown user, oneself as agent, and a period that ends before it starts, writing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ userName: 'principal_a', agentUserName: 'ghost', startTime: at(0), endTime: at(5) }, 'agentUserName'],
      [{ userName: 'principal_a', agentUserName: 'principal_a', startTime: at(0), endTime: at(5) }, 'agentUserName'],
      [{ userName: 'principal_a', agentUserName: 'agent_a', startTime: at(5), endTime: at(0) }, 'endTime'],
      [{ userName: 'principal_a', agentUserName: 'agent_a' }, 'startTime'],
    ];
    for (const [body, field] of cases) {
      const r = await admin('POST', '/sys/sysUserAgent/add', { body });
      expect({ status: r.status, field: r.body.result?.field ?? r.body.result?.errors?.[0]?.field }).toEqual({ status: 400, field });
    }
    expect((await admin('GET', '/sys/sysUserAgent/list')).body.result.total).toBe(0);
  });

  it("while the period is active, the agent receives the user's messages, live and in the bell", async () => {
    const principal = await s.userWithRoles('principal_b', []);
    const agent = await s.userWithRoles('agent_b', []);
    const bystander = await s.userWithRoles('bystander_b', []);
    const a = await admin('POST', '/sys/sysUserAgent/add', {
      body: { userName: 'principal_b', agentUserName: 'agent_b', startTime: at(-5), endTime: at(60), status: '1' },
    });
    const opened = await connect(s.base, agent.id, agent.token);
    if (!('client' in opened)) throw new Error(opened.message);
    const id = await published(s, { titile: '给本人的消息', msgType: 'USER', userIds: 'principal_b' });
    const pushed = await opened.client.next((m: any) => m.msgId === id);
    expect(pushed).toMatchObject({ cmd: 'user', msgTxt: '给本人的消息' });
    opened.client.ws.close();
    expect(await bell(principal.token)).toContain('给本人的消息');
    expect(await bell(agent.token)).toContain('给本人的消息');
    expect(await bell(bystander.token)).not.toContain('给本人的消息');
    // the agent may open it; once the period has ended it is theirs no more
    expect((await s.call('GET', '/sys/annountCement/queryById', { token: agent.token, query: { id } })).body.success).toBe(true);
    await admin('PUT', '/sys/sysUserAgent/edit', { body: { id: a.body.result.id, startTime: at(-60), endTime: at(-1) } });
    expect(await bell(agent.token)).not.toContain('给本人的消息');
    expect((await s.call('GET', '/sys/annountCement/queryById', { token: agent.token, query: { id } })).status).toBe(404);
    // an inactive (无效) setting gives nothing either
    await admin('PUT', '/sys/sysUserAgent/edit', { body: { id: a.body.result.id, endTime: at(60), status: '0' } });
    expect(await bell(agent.token)).not.toContain('给本人的消息');
  });
});
