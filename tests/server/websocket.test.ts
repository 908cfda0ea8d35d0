// Both databases: notifications across two servers through LISTEN/NOTIFY (PostgreSQL only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KIND, startServer, type TestServer } from './harness.js';
import { connect, mustConnect, published, sleep, type Client } from './notify.js';

let s: TestServer;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
const open: Client[] = [];
const track = (c: Client) => (open.push(c), c);

beforeAll(async () => {
  s = await startServer();
  alice = await s.userWithRoles('ws_alice', ['operator']);
  bob = await s.userWithRoles('ws_bob', []);
});
afterAll(async () => {
  for (const c of open) c.ws.terminate();
  // closing the app closes the sockets it holds (1001 going away)
  const last = s && (await mustConnect(s.base, alice.id, alice.token));
  await s?.close();
  if (last) expect(await last.closed).toBe(1001);
});

describe('the websocket {base}/websocket/{userId}', () => {
  it('refuses a missing, a bad and a foreign token, with an HTTP answer and no socket', async () => {
    expect(await connect(s.base, alice.id)).toMatchObject({ status: 401, message: 'Token失效，请重新登录' });
    expect(await connect(s.base, alice.id, 'not.a.token')).toMatchObject({ status: 401 });
    expect(await connect(s.base, alice.id, `${alice.token.slice(0, -4)}AAAA`)).toMatchObject({ status: 401 });
    expect(await connect(s.base, alice.id, bob.token)).toMatchObject({ status: 403 });
    expect(await connect(s.base, "'x", alice.token)).toMatchObject({ status: 400 });
    expect(s.ctx.notify.count()).toBe(0);
  });

  it('refuses a token revoked by logout', async () => {
    const token = await s.login('ws_alice', 'Passw0rd!x');
    expect((await s.call('POST', '/sys/logout', { token })).status).toBe(200);
    expect(await connect(s.base, alice.id, token)).toMatchObject({ status: 401 });
  });

  it('accepts the token of that user and echoes it as the protocol; a plain GET is told to upgrade', async () => {
    const c = track(await mustConnect(s.base, alice.id, alice.token));
    expect(c.protocol).toBe(alice.token);
    expect(s.ctx.notify.count(alice.id)).toBe(1);
    const plain = await s.call('GET', `/websocket/${alice.id}`, { token: alice.token });
    expect(plain.status).toBe(400);
  });

  it('answers the heartbeat, in each of its forms', async () => {
    const c = track(await mustConnect(s.base, alice.id, alice.token));
    for (const beat of ['HeartBeat', JSON.stringify({ cmd: 'heartcheck' }), 'ping']) {
      const before = c.messages.length;
      c.ws.send(beat);
      await expect.poll(() => c.messages.length).toBe(before + 1);
      expect(c.messages.at(-1)).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    }
  });

  it('pushes {cmd:"topic"} to everyone on a publish to all, and {cmd:"user"} only to the listed users', async () => {
    const a1 = track(await mustConnect(s.base, alice.id, alice.token));
    const a2 = track(await mustConnect(s.base, alice.id, alice.token)); // a second tab
    const b = track(await mustConnect(s.base, bob.id, bob.token));
    const all = await published(s, { titile: '全员通知' });
    for (const c of [a1, a2, b]) expect(await c.next((m) => m.msgId === all)).toEqual({ cmd: 'topic', msgId: all, msgTxt: '全员通知' });

    const onlyBob = await published(s, { titile: '给 bob 的消息', msgType: 'USER', userIds: 'ws_bob', msgCategory: '2', priority: 'H' });
    expect(await b.next((m) => m.msgId === onlyBob)).toEqual({ cmd: 'user', msgId: onlyBob, msgTxt: '给 bob 的消息' });
    await sleep(300);
    expect(a1.messages.some((m: any) => m.msgId === onlyBob)).toBe(false);
    expect(a2.messages.some((m: any) => m.msgId === onlyBob)).toBe(false);

    const revoked = await s.call('GET', '/sys/annountCement/doReovkeData', { token: s.adminToken, query: { id: onlyBob } });
    expect(revoked.body.success).toBe(true);
    await expect.poll(() => b.messages.filter((m: any) => m.msgId === onlyBob).length).toBe(2); // the reload
  });

  it('never relays what a client sends, to others or back', async () => {
    const a = track(await mustConnect(s.base, alice.id, alice.token));
    const b = track(await mustConnect(s.base, bob.id, bob.token));
    a.ws.send('hello everyone');
    a.ws.send(JSON.stringify({ cmd: 'topic', msgId: 'x', msgTxt: '伪造' }));
    a.ws.send(JSON.stringify({ cmd: 'user', msgId: 'x', msgTxt: '伪造', userId: bob.id }));
    await sleep(300);
    expect(b.messages).toEqual([]);
    expect(a.messages).toEqual([]);
    expect(a.ws.readyState).toBe(a.ws.OPEN);
  });

  it('closes the sockets of a token when it is logged out', async () => {
    const token = await s.login('ws_bob', 'Passw0rd!x');
    const c = track(await mustConnect(s.base, bob.id, token));
    const other = track(await mustConnect(s.base, bob.id, bob.token));
    await s.call('POST', '/sys/logout', { token });
    expect(await c.closed).toBe(4001);
    await sleep(100);
    expect(other.ws.readyState).toBe(other.ws.OPEN);
  });
});

// Two server processes on one PostgreSQL database: a push travels through LISTEN/NOTIFY.
describe.runIf(DB_KIND === 'pg')('two servers on one database', () => {
  let b: TestServer;
  beforeAll(async () => {
    b = await startServer({ databaseUrl: s.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
  });

  it('deliver a publish on one server to sockets held by the other, to the right users only', async () => {
    const onB = track(await mustConnect(b.base, alice.id, alice.token));
    const bobOnB = track(await mustConnect(b.base, bob.id, bob.token));
    const all = await published(s, { titile: '跨进程通知' });
    expect(await onB.next((m) => m.msgId === all)).toEqual({ cmd: 'topic', msgId: all, msgTxt: '跨进程通知' });
    expect(await bobOnB.next((m) => m.msgId === all)).toMatchObject({ cmd: 'topic' });
    const forAlice = await published(s, { titile: '只给 alice', msgType: 'USER', userIds: alice.id });
    expect(await onB.next((m) => m.msgId === forAlice)).toEqual({ cmd: 'user', msgId: forAlice, msgTxt: '只给 alice' });
    await sleep(300);
    expect(bobOnB.messages.some((m: any) => m.msgId === forAlice)).toBe(false);
    expect(onB.messages.filter((m: any) => m.msgId === all)).toHaveLength(1); // once, not once per process
  });
});
