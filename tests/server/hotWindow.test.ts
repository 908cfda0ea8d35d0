import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpStatsOf } from '#server/monitor/trace.js';
import { startServer, type TestServer } from './harness.js';

// the window poll is answered in front of Fastify (http/hotRoutes.ts) in its plain form; these
// tests hold those answers to what Fastify's route gives, and everything else to the route
const LAST = '/api/wrdb/queryWrdbLastTimestamp';
const DATA = '/api/wrdb/queryWrdbData';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let s: TestServer;
let poll: Record<string, string | number>;
beforeAll(async () => {
  s = await startServer({ simulator: true });
  const d = await s.call('GET', '/api/portal/queryData_BaseRecordIDs', { query: { equipIDs: 'SMDR-NM01' } });
  const rec = d.body.result[0].equipMapInfos.fq.recordId;
  let open = await s.call('GET', LAST, { query: { type: 1, recordid: rec, wrdbID: 0 } });
  const until = async (done: () => boolean, tries: number) => {
    for (let i = 0; i < tries && !done(); i++) {
      await sleep(100);
      open = await s.call('GET', LAST, { query: { type: 1, recordid: rec, wrdbID: open.body.result.wrdbid } });
    }
  };
  await until(() => open.body.result.timestamp > 0, 50);
  // the window below needs 3 s of history: right after its start the simulator holds less (on a loaded machine the first
  // timestamp can come within a second, and the route then clips the window and says so)
  const first = open.body.result.timestamp;
  await until(() => open.body.result.timestamp >= first + 3, 200);
  const { wrdbid, timestamp } = open.body.result;
  // a window in the past: both answers below print the same rows
  poll = { type: 1, wrdbID: wrdbid, recordID: rec, timeSoc_Begin: timestamp - 3, timeSoc_End: timestamp - 1, _t: 1 };
});
afterAll(async () => {
  await s?.close();
});

/** GET of the window route (or `path`) with this raw query string: status, headers, body text, and whether it was answered in front */
async function get(query: string, headers: Record<string, string> = {}, server = s, path = DATA) {
  const before = server.ctx.hot.served;
  const res = await fetch(`${server.base}${path}?${query}`, { headers });
  const h = Object.fromEntries([...res.headers].filter(([k]) => k !== 'date'));
  return { status: res.status, headers: h, text: await res.text(), hot: server.ctx.hot.served > before };
}
const qs = (q: Record<string, string | number>) => new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();
const sansTime = (text: string) => text.replace(/"timestamp":\d+/, '"timestamp":0');

describe('the window poll in front of Fastify', () => {
  it('answers the plain poll with the bytes and headers Fastify’s route gives the same request', async () => {
    const hot = await get(qs(poll));
    // an escaped name makes the same request not plain: Fastify's route answers it (it ignores _t)
    const routed = await get(`${qs(poll)}&%5Fx=1`);
    expect([hot.hot, routed.hot]).toEqual([true, false]);
    expect(hot.status).toBe(200);
    expect(hot.headers).toEqual(routed.headers);
    expect(hot.headers['content-security-policy']).toContain("default-src 'self'");
    expect(hot.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(sansTime(hot.text)).toBe(sansTime(routed.text));
    const body = JSON.parse(hot.text);
    expect(body).toMatchObject({ success: true, code: 200, result: { wrdbid: poll.wrdbID, recordid: poll.recordID, unit: 'Hz' } });
    expect(body.result.value).toHaveLength(201);
  });

  it('leaves refused input, warnings and other spellings to the route, which answers them as before', async () => {
    const { type: _type, ...withoutType } = poll;
    const cases: [string, number, string | RegExp][] = [
      [qs({ ...poll, wrdbID: 'x' }), 400, 'wrdbID'],
      [qs({ ...poll, timeSoc_End: Number(poll.timeSoc_Begin) - 1 }), 400, 'timeSoc_End'],
      [qs({ ...poll, wrdbID: 987654321 }), 200, /实时库会话 987654321 不存在/],
      [qs({ ...poll, type: 2 }), 200, /type=2/],
      [`${qs({ ...poll, type: 1 })}&TYPE=2`, 200, '操作成功'], // the name as written first, as the route reads it
      [qs({ ...withoutType, TYPE: 2 }), 200, /type=2/], // then any spelling
      [`${qs(poll)}&wrdbID=${poll.wrdbID}`, 200, '操作成功'], // a repeat: the route takes the first
      [qs({ ...poll, recordID: 99999999 }), 200, /记录 99999999 不存在/],
      [`${qs(poll)}&x=%00`, 400, 'x'],
    ];
    for (const [query, status, says] of cases) {
      const r = await get(query);
      expect({ query, hot: r.hot, status: r.status }).toEqual({ query, hot: false, status });
      expect(r.text).toMatch(says);
    }
    // lower-case recordid (JeecgBoot's spelling) is a plain request to the route, answered in full there
    const { recordID, ...rest } = poll;
    const lower = await get(qs({ ...rest, recordid: recordID }));
    expect([lower.hot, JSON.parse(lower.text).success]).toEqual([false, true]);
  });

  it('counts its answers in the HTTP monitor, as Fastify’s routes are', async () => {
    const stats = httpStatsOf(s.ctx)!;
    expect((await get(qs(poll))).hot).toBe(true);
    const last = stats.recent()[0];
    expect(last).toMatchObject({ method: 'GET', path: `${s.ctx.config.apiBase}${DATA}`, status: 200, user: null });
    expect(last.ms).toBeGreaterThanOrEqual(0);
    expect(stats.summary(1).slowest.map((r: { route: string }) => r.route)).toContain(`GET ${s.ctx.config.apiBase}${DATA}`);
  });
});

describe('the last-timestamp poll of an open session in front of Fastify', () => {
  const last = (query: string) => get(query, {}, s, LAST);
  const sansTimes = (text: string) => text.replace(/"timestamp":[\d.]+/g, '"timestamp":0');

  it('answers with the bytes and headers Fastify’s route gives the same request', async () => {
    const plain = { type: 1, recordid: poll.recordID, wrdbID: poll.wrdbID, _t: 1 };
    const hot = await last(qs(plain));
    const routed = await last(`${qs(plain)}&%5Fx=1`);
    expect([hot.hot, routed.hot]).toEqual([true, false]);
    expect(hot.status).toBe(200);
    expect(hot.headers).toEqual(routed.headers);
    expect(sansTimes(hot.text)).toBe(sansTimes(routed.text));
    const body = JSON.parse(hot.text);
    expect(body).toMatchObject({
      success: true,
      message: '操作成功！',
      code: 200,
      result: { wrdbid: poll.wrdbID, ret: 0, recordid: poll.recordID, interval: 0.01 },
    });
    // the newest sample, not older than the window asked for before
    expect(body.result.timestamp).toBeGreaterThanOrEqual(Number(poll.timeSoc_End));
  });

  it('leaves opening, reopening, warnings and refused input to the route', async () => {
    const plain = { type: 1, recordid: poll.recordID, wrdbID: poll.wrdbID };
    const cases: [string, number, string | RegExp][] = [
      [qs({ ...plain, wrdbID: 0 }), 200, '操作成功'], // opens a session: the route's rate limit counts it
      [qs({ type: 1, recordid: poll.recordID }), 200, '操作成功'],
      [qs({ ...plain, wrdbID: 987654321 }), 200, /实时库会话 987654321 已过期，已重新打开/],
      [qs({ ...plain, type: 2 }), 200, /type=2/],
      [qs({ ...plain, recordid: 99999999 }), 200, /记录 99999999 不存在/],
      [qs({ ...plain, recordid: 'x' }), 400, 'recordid'],
      [qs({ type: 1, wrdbID: poll.wrdbID }), 400, 'recordid'],
    ];
    for (const [query, status, says] of cases) {
      const r = await last(query);
      expect({ query, hot: r.hot, status: r.status }).toEqual({ query, hot: false, status });
      expect(r.text).toMatch(says);
    }
    // recordID (the window's spelling) reads the same on the route: answered there, in full
    const { recordid, ...rest } = plain;
    const upper = await last(qs({ ...rest, recordID: recordid }));
    expect([upper.hot, JSON.parse(upper.text).result.wrdbid]).toEqual([false, poll.wrdbID]);
  });
});

describe('the client address in front of Fastify', () => {
  it('is the socket’s, whatever X-Forwarded-For says, unless a proxy is trusted; then the forwarded one', async () => {
    // no proxy trusted (the server above): a session belongs to the socket's address
    const spoof = { 'x-forwarded-for': '10.9.9.9' };
    const plain = await get(qs(poll), spoof);
    expect([plain.hot, JSON.parse(plain.text).success]).toEqual([true, true]);

    const t = await startServer({ simulator: true, env: { ISPS_TRUST_PROXY: '127.0.0.1/32' } });
    try {
      const rec = poll.recordID;
      const open = await t.call('GET', LAST, { query: { type: 1, recordid: rec, wrdbID: 0 }, headers: { 'x-forwarded-for': '10.1.1.1' } });
      const { wrdbid, timestamp } = open.body.result;
      const q = qs({ ...poll, wrdbID: wrdbid, timeSoc_Begin: timestamp - 1, timeSoc_End: timestamp });
      const own = await get(q, { 'x-forwarded-for': '10.1.1.1' }, t);
      expect([own.hot, JSON.parse(own.text).success]).toEqual([true, true]);
      // another client behind the proxy: not its session (the route says so)
      const other = await get(q, { 'x-forwarded-for': '10.2.2.2' }, t);
      expect([other.hot, JSON.parse(other.text).code]).toEqual([false, 510]);
      const direct = await get(q, {}, t);
      expect([direct.hot, JSON.parse(direct.text).code]).toEqual([false, 510]);
    } finally {
      await t.close();
    }
  });
});
