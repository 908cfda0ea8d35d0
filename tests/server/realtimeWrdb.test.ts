import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED } from '#server/realtime/config.js';
import { realtimeOf } from '#server/realtime/plane.js';
import { DeviceModel } from '#server/realtime/simulator/model.js';
import { startServer, type TestServer } from './harness.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const LAST = '/api/wrdb/queryWrdbLastTimestamp';
const DATA = '/api/wrdb/queryWrdbData';
const CLOSE = '/api/wrdb/closeWrdb';

/** Starts a server with these realtime variables and server variables. */
const serverWith = (env: Record<string, string>, serverEnv: Record<string, string> = {}) => startServer({ simulator: true, env: { ...env, ...serverEnv } });

let s: TestServer;

async function device(equipId: string) {
  const r = await s.call('GET', '/api/portal/queryData_BaseRecordIDs', { query: { equipIDs: equipId } });
  return r.body.result[0];
}

async function open(recordid: number, headers?: Record<string, string>) {
  const r = await s.call('GET', LAST, { query: { type: 1, recordid, wrdbID: 0 }, headers });
  expect(r.body).toMatchObject({ success: true, code: 200 });
  return r.body.result as { wrdbid: number; ret: number; timestamp: number };
}

describe('wrdb sessions over HTTP', () => {
  // the tests stand in for several clients by X-Forwarded-For from a trusted local proxy. Closed after this group:
  // its simulator takes a share of a core, which the other groups' server starts would wait on
  beforeAll(async () => {
    s = await startServer({ simulator: true, env: { ISPS_TRUST_PROXY: '127.0.0.1/32' } });
  });
  afterAll(async () => {
    const plane = s && realtimeOf(s.ctx);
    await s?.close();
    expect(plane?.simulator?.running).toBe(false); // closing the app stops the simulator's timer
  });

  it('opens a session with the last timestamp, reads a 10 s window of the seeded signal, follows up, closes', async () => {
    // a renewables device without a simulated drop-out around now (the model says when they happen)
    const model = (equipId: string) =>
      new DeviceModel(DEFAULT_SEED, {
        id: '',
        equipId,
        equipType: 'SMD-R',
        nameZh: '',
        nameEn: '',
        province: '',
        lat: 0,
        lng: 0,
        status: 1,
        ratedKv: 35,
        reportRate: 100,
        sampleRate: 5120,
      });
    const now = Date.now() / 1000;
    const steady = (m: DeviceModel) => Array.from({ length: 2000 }, (_, i) => now - 12 + i / 100).every((t) => m.online(t));
    const equipId = ['SMDR-NM01', 'SMDR-NM02', 'SMDR-XJ01', 'SMDR-XJ02'].find((id) => steady(model(id)))!;
    const d = await device(equipId);
    const rec = d.equipMapInfos.fq.recordId;
    const window = (o: { wrdbid: number; timestamp: number }) =>
      s.call('GET', DATA, { query: { type: 1, wrdbID: o.wrdbid, recordID: rec, timeSoc_Begin: o.timestamp - 10, timeSoc_End: o.timestamp } });
    let first = await open(rec);
    let w = await window(first);
    // a device starts with 10 s of history, generated over the first ticks: wait until it is current and 10 s deep
    for (let i = 0; i < 50 && (first.timestamp < Date.now() / 1000 - 1 || w.body.message !== '操作成功！'); i++) {
      await sleep(100);
      first = await open(rec);
      w = await window(first);
    }
    expect(first.wrdbid).toBeGreaterThan(0);
    expect(first.ret).toBe(0);
    expect(Math.abs(first.timestamp - Date.now() / 1000)).toBeLessThan(1.5);
    expect(w.body).toMatchObject({ success: true, code: 200, result: { wrdbid: first.wrdbid, interval: 0.01, unit: 'Hz' } });
    const { value, basetime } = w.body.result;
    expect(value).toHaveLength(1001); // both ends included, 100 Hz
    expect(basetime).toBeCloseTo(first.timestamp - 10, 6);
    // exactly the seeded model: the reported frequency (Float32, 4 decimals)
    const m = model(equipId);
    const expected = value.map((_: unknown, i: number) => {
      const index = Math.round((basetime + i * 0.01) * 100);
      return Math.round(Math.fround(m.measuredFrequency(index / 100, index)) * 1e4) / 1e4;
    });
    expect(value).toEqual(expected);
    expect(value.filter((v: number | null) => v !== null).every((v: number) => v > 49 && v < 51)).toBe(true);

    // the next poll: same session, a newer timestamp, and the window since the last one
    // (the simulator runs on its own thread: on a loaded machine its next tick may come later than 300 ms)
    const last = async () => (await s.call('GET', LAST, { query: { type: 1, recordid: rec, wrdbID: first.wrdbid } })).body.result;
    await sleep(300);
    let next = await last();
    for (let i = 0; i < 50 && next.timestamp <= first.timestamp; i++) {
      await sleep(100);
      next = await last();
    }
    expect(next.wrdbid).toBe(first.wrdbid);
    expect(next.timestamp).toBeGreaterThan(first.timestamp);
    const gap = await s.call('GET', DATA, {
      query: { type: 1, wrdbID: first.wrdbid, recordID: rec, timeSoc_Begin: first.timestamp + 0.01, timeSoc_End: next.timestamp },
    });
    expect(gap.body.result.basetime).toBeCloseTo(first.timestamp + 0.01, 6);
    expect(gap.body.result.value).toHaveLength(Math.round((next.timestamp - first.timestamp) * 100));

    expect((await s.call('GET', CLOSE, { query: { wrdbID: first.wrdbid } })).body).toMatchObject({ success: true, result: { closed: true } });
    const again = await s.call('GET', CLOSE, { query: { wrdbID: first.wrdbid } });
    expect(again.body).toMatchObject({ success: false, code: 510, message: expect.stringContaining('不存在或已关闭') });
    const afterClose = await s.call('GET', DATA, {
      query: { type: 1, wrdbID: first.wrdbid, recordID: rec, timeSoc_Begin: first.timestamp - 1, timeSoc_End: first.timestamp },
    });
    expect(afterClose.body).toMatchObject({ success: false, code: 510, message: expect.stringContaining('不存在或已过期') });
  });

  it('clips windows longer than the buffer or in the future to what it holds', async () => {
    const rec = (await device('SMDC-BJ01')).equipMapInfos.UAA.recordId;
    const { wrdbid, timestamp } = await open(rec);
    const ring = realtimeOf(s.ctx)!.wrdb.get(rec)!;
    const w = await s.call('GET', DATA, { query: { type: 1, wrdbID: wrdbid, recordID: rec, timeSoc_Begin: timestamp - 7200, timeSoc_End: timestamp + 7200 } });
    expect(w.body).toMatchObject({ success: true, message: expect.stringContaining('截取') });
    const { basetime, value, interval } = w.body.result;
    expect(basetime).toBeGreaterThanOrEqual(timestamp - 600.01); // never more than the buffer
    expect(basetime).toBeCloseTo(ring.oldest / 100, 6);
    expect(basetime + (value.length - 1) * interval).toBeGreaterThanOrEqual(timestamp - 1e-6); // up to the newest sample, not beyond
    expect(basetime + (value.length - 1) * interval).toBeLessThan(Date.now() / 1000 + 0.5);
    const future = await s.call('GET', DATA, {
      query: { type: 1, wrdbID: wrdbid, recordID: rec, timeSoc_Begin: timestamp + 100, timeSoc_End: timestamp + 200 },
    });
    expect(future.body).toMatchObject({ success: true, result: { value: [] } });
  });

  it('answers gaps as null', async () => {
    const add = await s.call('POST', '/isps/device/add', {
      token: s.adminToken,
      body: { equipId: 'GAP-1', equipType: 'SMD-C', nameZh: '缺数测试', lat: 30, lng: 114, status: 2 },
    });
    expect(add.body.success).toBe(true);
    let rec = 0;
    for (let i = 0; i < 50 && !rec; i++) {
      rec = (await device('GAP-1'))?.equipMapInfos?.fq?.recordId ?? 0;
      if (!rec) await sleep(100);
    }
    const ring = realtimeOf(s.ctx)!.wrdb.get(rec)!; // status 2 (maintenance): the simulator leaves it alone
    const t = Math.floor(Date.now() / 1000) - 5;
    ring.write(t * 100, [50.01, 50.02]);
    ring.write(t * 100 + 4, [49.99]);
    const { wrdbid, timestamp } = await open(rec);
    expect(timestamp).toBeCloseTo(t + 0.04, 6);
    const w = await s.call('GET', DATA, { query: { type: 1, wrdbID: wrdbid, recordID: rec, timeSoc_Begin: t, timeSoc_End: t + 1 } });
    expect(w.body.result).toMatchObject({ basetime: t, value: [50.01, 50.02, null, null, 49.99] });
  });

  it('answers bad numbers, unknown records and sessions with a message, never a 500', async () => {
    const rec = (await device('SMDW-JX01')).equipMapInfos.WAV.recordId;
    const { wrdbid, timestamp } = await open(rec);
    const cases: [string, Record<string, string | number>, number, number, RegExp][] = [
      [LAST, { type: 1 }, 400, 400, /recordid 不能为空/],
      [LAST, { type: 1, recordid: 'abc' }, 400, 400, /recordid 必须是整数/],
      [LAST, { type: 1, recordid: 999_999 }, 200, 510, /记录 999999 不存在/],
      [LAST, { type: 2, recordid: rec }, 200, 510, /type=2/],
      [DATA, { type: 1, recordID: rec, timeSoc_Begin: 1, timeSoc_End: 2 }, 400, 400, /wrdbID 不能为空/],
      [DATA, { type: 1, wrdbID: wrdbid, recordID: rec, timeSoc_Begin: 'NaN', timeSoc_End: 2 }, 400, 400, /timeSoc_Begin 必须是数字/],
      [DATA, { type: 1, wrdbID: wrdbid, recordID: rec, timeSoc_Begin: 1e12, timeSoc_End: 2e12 }, 400, 400, /timeSoc_Begin 应在/],
      [DATA, { type: 1, wrdbID: wrdbid, recordID: rec, timeSoc_Begin: timestamp, timeSoc_End: timestamp - 1 }, 400, 400, /不能早于/],
      [DATA, { type: 1, wrdbID: 12345, recordID: rec, timeSoc_Begin: timestamp - 1, timeSoc_End: timestamp }, 200, 510, /会话 12345 不存在或已过期/],
      [DATA, { type: 1, wrdbID: wrdbid, recordID: 424242, timeSoc_Begin: timestamp - 1, timeSoc_End: timestamp }, 200, 510, /记录 424242 不存在/],
      [DATA, { type: 1, wrdbID: wrdbid, recordID: rec, timeSoc_Begin: timestamp - 60, timeSoc_End: timestamp }, 200, 510, /时间段过长/],
      [CLOSE, { wrdbID: 'x' }, 400, 400, /wrdbID 必须是整数/],
      [CLOSE, {}, 400, 400, /wrdbID 不能为空/],
    ];
    for (const [url, query, status, code, message] of cases) {
      const r = await s.call('GET', url, { query });
      expect({ url, query, status: r.status, code: r.body.code, success: r.body.success }).toEqual({ url, query, status, code, success: false });
      expect(r.body.message).toMatch(message);
    }
    // a 10 s waveform window is fine (up to 51,201 values at 5.12 kHz; less if the device began later)
    const w = await s.call('GET', DATA, { query: { type: 1, wrdbID: wrdbid, recordID: rec, timeSoc_Begin: timestamp - 10, timeSoc_End: timestamp } });
    const { basetime, value, interval } = w.body.result;
    expect(interval).toBe(1 / 5120);
    expect(basetime).toBeGreaterThanOrEqual(timestamp - 10 - 1e-6);
    expect(value.length).toBe(Math.round((timestamp - basetime) * 5120) + 1);
    expect(value.length).toBeGreaterThan(10_000);
  });

  it('keeps a session to the address that opened it, and reopens an unknown one on the timestamp call', async () => {
    const rec = (await device('SMDL-LN01')).equipMapInfos.fq.recordId;
    const { wrdbid, timestamp } = await open(rec, { 'x-forwarded-for': '10.1.1.1' });
    const q = { type: 1, wrdbID: wrdbid, recordID: rec, timeSoc_Begin: timestamp - 1, timeSoc_End: timestamp };
    expect((await s.call('GET', DATA, { query: q, headers: { 'x-forwarded-for': '10.2.2.2' } })).body.code).toBe(510);
    expect((await s.call('GET', CLOSE, { query: { wrdbID: wrdbid }, headers: { 'x-forwarded-for': '10.2.2.2' } })).body.code).toBe(510);
    expect((await s.call('GET', DATA, { query: q, headers: { 'x-forwarded-for': '10.1.1.1' } })).body.success).toBe(true);
    const re = await s.call('GET', LAST, { query: { type: 1, recordid: rec, wrdbID: 777 } });
    expect(re.body).toMatchObject({ success: true, message: expect.stringContaining('已重新打开') });
    expect(re.body.result.wrdbid).not.toBe(777);
  });
});

describe('session caps and idle expiry, simulator off (environment)', () => {
  let t: TestServer;
  const caps = {
    ISPS_SIMULATOR: 'off',
    ISPS_WRDB_SESSIONS_PER_ADDRESS: '2',
    ISPS_WRDB_SESSION_IDLE_SECONDS: '3',
    ISPS_WRDB_MAX_SESSIONS: '4',
    ISPS_WRDB_SESSION_OPENS_PER_MINUTE: '30',
  };
  // one proxy hop in front: the forwarded address is the client
  beforeAll(async () => {
    t = await serverWith(caps, { ISPS_TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has the records but no data when the simulator is off', async () => {
    expect(realtimeOf(t.ctx)!.simulator).toBeNull();
    const rec = (await t.call('GET', '/api/portal/queryData_BaseRecordIDs', { query: { equipIDs: 'SMDR-NM01' } })).body.result[0].equipMapInfos.fq.recordId;
    const r = await t.call('GET', LAST, { query: { type: 1, recordid: rec, wrdbID: 0 } });
    expect(r.body.result).toMatchObject({ ret: 1, timestamp: 0 });
  });

  it('drops the least recently used session of an address beyond its cap, and idle sessions', async () => {
    const rec = (await t.call('GET', '/api/portal/queryData_BaseRecordIDs', { query: { equipIDs: 'SMDR-NM01' } })).body.result[0].equipMapInfos.fq.recordId;
    const openT = async (ip: string) =>
      (await t.call('GET', LAST, { query: { type: 1, recordid: rec, wrdbID: 0 }, headers: { 'x-forwarded-for': ip } })).body.result.wrdbid;
    const read = async (id: number, ip: string) =>
      (await t.call('GET', DATA, { query: { type: 1, wrdbID: id, recordID: rec, timeSoc_Begin: 1, timeSoc_End: 2 }, headers: { 'x-forwarded-for': ip } })).body;
    const a = await openT('10.0.0.1');
    const b = await openT('10.0.0.1');
    const other = await openT('10.0.0.2');
    const c = await openT('10.0.0.1'); // third on 10.0.0.1: the oldest (a) goes
    expect((await read(a, '10.0.0.1')).code).toBe(510);
    for (const [id, ip] of [
      [c, '10.0.0.1'],
      [other, '10.0.0.2'],
      [b, '10.0.0.1'],
    ] as const)
      expect((await read(id, ip)).success).toBe(true);
    await sleep(3500); // idle time 3 s
    expect(await read(b, '10.0.0.1')).toMatchObject({ success: false, code: 510, message: expect.stringContaining('已过期') });
  });
});

describe('client addresses and a full session table', () => {
  let d: TestServer;
  let t: TestServer;
  const env = { ISPS_SIMULATOR: 'off', ISPS_WRDB_SESSIONS_PER_ADDRESS: '2', ISPS_WRDB_MAX_SESSIONS: '4', ISPS_WRDB_SESSION_OPENS_PER_MINUTE: '30' };
  beforeAll(async () => {
    d = await serverWith(env); // default: X-Forwarded-For is not believed
    t = await serverWith(env, { ISPS_TRUST_PROXY: '127.0.0.1/32' });
  });
  afterAll(async () => {
    await d?.close();
    await t?.close();
  });

  const recordOf = async (x: TestServer) =>
    (await x.call('GET', '/api/portal/queryData_BaseRecordIDs', { query: { equipIDs: 'SMDR-NM01' } })).body.result[0].equipMapInfos.fq.recordId as number;
  const opener = (x: TestServer, rec: number) => (ip: string) =>
    x.call('GET', LAST, { query: { type: 1, recordid: rec, wrdbID: 0 }, headers: { 'x-forwarded-for': ip } });
  const reader = (x: TestServer, rec: number) => async (id: number, ip: string) =>
    (await x.call('GET', DATA, { query: { type: 1, wrdbID: id, recordID: rec, timeSoc_Begin: 1, timeSoc_End: 2 }, headers: { 'x-forwarded-for': ip } })).body;

  it('by default count a client with rotating X-Forwarded-For as the one address it is', async () => {
    const rec = await recordOf(d);
    const [open, read] = [opener(d, rec), reader(d, rec)];
    const ids: number[] = [];
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) ids.push((await open(ip)).body.result.wrdbid);
    // the third open is over the per-address cap of 2: the first session went, whatever the header said
    expect(await read(ids[0], '10.0.0.1')).toMatchObject({ success: false, code: 510 });
    // and a session is the socket address's, not the header's
    expect((await read(ids[2], '10.9.9.9')).success).toBe(true);
  });

  it('let another client open and use a session while one floods the table from many addresses', async () => {
    const rec = await recordOf(t);
    const [open, read] = [opener(t, rec), reader(t, rec)];
    const flood = async (from: number) => {
      for (let i = from; i < from + 10; i++) for (let k = 0; k < 3; k++) expect((await open(`10.8.0.${i}`)).body.success).toBe(true);
    };
    await flood(0); // 30 opens from 10 addresses into a table of 4
    const mine = await open('192.168.5.5');
    expect(mine.body).toMatchObject({ success: true, code: 200 });
    const id = mine.body.result.wrdbid;
    expect((await read(id, '192.168.5.5')).success).toBe(true);
    // flooding on while the other client polls: its session stays (the flooder's own go first)
    for (let round = 0; round < 10; round++) {
      for (let k = 0; k < 3; k++) await open(`10.8.1.${round}`);
      expect(await read(id, '192.168.5.5')).toMatchObject({ success: true, result: { wrdbid: id } });
    }
    expect(realtimeOf(t.ctx)!.sessions.size!).toBeLessThanOrEqual(4);
  });

  it('answers 429 to a client opening sessions faster than its per-minute allowance', async () => {
    const rec = await recordOf(t);
    const open = opener(t, rec);
    let last = 0;
    for (let i = 0; i < 30; i++) {
      const r = await open('10.7.7.7');
      expect(r.status).toBe(200);
      last = r.body.result.wrdbid;
    }
    const res = await fetch(`${t.base}${LAST}?type=1&recordid=${rec}&wrdbID=0`, { headers: { 'x-forwarded-for': '10.7.7.7' } });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await res.json()).message).toMatch(/打开实时库会话过于频繁/);
    // polling a live session is not opening one, and other clients are not held back
    const poll = await t.call('GET', LAST, { query: { type: 1, recordid: rec, wrdbID: last }, headers: { 'x-forwarded-for': '10.7.7.7' } });
    expect(poll).toMatchObject({ status: 200, body: { success: true, result: { wrdbid: last } } });
    expect((await open('10.7.7.8')).status).toBe(200);
  });
});
