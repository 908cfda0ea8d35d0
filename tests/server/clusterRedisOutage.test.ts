// Both databases: several processes on one database and one Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeOf } from '#server/realtime/plane.js';
import { redisBinary, redisServer } from '../setup/redisServer.js';
import { DB_KIND, LAST_DATABASE, redisPrefix, startServer, type TestServer } from './harness.js';

const LAST = '/api/wrdb/queryWrdbLastTimestamp';
const DATA = '/api/wrdb/queryWrdbData';
const bin = redisBinary();

// A Redis of this file's own, stopped and started again; on PostgreSQL a second server shares it. Sessions, leases
// and the stream mirror live in Redis whatever the database, so the run is the last database project's only: two
// servers on PostgreSQL prove all a lone server on PGlite would, and more (one server on PGlite when PostgreSQL is absent).
describe.runIf(bin && LAST_DATABASE)('servers on a Redis that fails and returns', () => {
  let redis: Awaited<ReturnType<typeof redisServer>>;
  let servers: TestServer[] = [];
  let rec: number;
  beforeAll(async () => {
    redis = await redisServer(bin!);
    const env = {
      ISPS_TRUST_PROXY: '127.0.0.1/32', // clients named by X-Forwarded-For
      ISPS_WRDB_SESSIONS_PER_ADDRESS: '2',
      ISPS_WRDB_MAX_SESSIONS: '4',
      ISPS_WRDB_SESSION_OPENS_PER_MINUTE: '200',
    };
    const config = { redisUrl: redis.url, redisPrefix: redisPrefix() };
    const a = await startServer({ simulator: true, env, config });
    servers = DB_KIND === 'pg' ? [a, await startServer({ simulator: true, env, config, databaseUrl: a.databaseUrl })] : [a];
    const d = await servers[0].call('GET', '/api/portal/queryData_BaseRecordIDs', { query: { equipIDs: 'SMDR-NM01' } });
    rec = d.body.result[0].equipMapInfos.fq.recordId;
  });
  afterAll(async () => {
    for (const s of servers.reverse()) await s.close();
    await redis?.close();
  });

  const on = (i: number) => servers[i % servers.length];
  const open = (x: TestServer, ip: string) => x.call('GET', LAST, { query: { type: 1, recordid: rec, wrdbID: 0 }, headers: { 'x-forwarded-for': ip } });
  const alive = async (x: TestServer, id: number, ip: string) =>
    (await x.call('GET', DATA, { query: { type: 1, wrdbID: id, recordID: rec, timeSoc_Begin: 1, timeSoc_End: 2 }, headers: { 'x-forwarded-for': ip } })).body
      .success;

  it('hold at most ISPS_WRDB_MAX_SESSIONS sessions in all, a flood displacing its own before a polling client', async () => {
    const opened: [number, string][] = [];
    const flood = async (prefix: string) => {
      for (let i = 0; i < 10; i++)
        for (let k = 0; k < 3; k++) {
          const ip = `${prefix}.${i}`;
          opened.push([(await open(on(i + k), ip)).body.result.wrdbid, ip]);
        }
    };
    await flood('10.8.0'); // 30 opens from 10 addresses into a table of 4
    const mine = (await open(on(1), '192.168.5.5')).body.result.wrdbid;
    for (let round = 0; round < 10; round++) {
      for (let k = 0; k < 3; k++) opened.push([(await open(on(k), `10.8.1.${round}`)).body.result.wrdbid, `10.8.1.${round}`]);
      expect(await alive(on(round), mine, '192.168.5.5')).toBe(true); // a polling client's session stays: the flooders' go first
    }
    let live = 0;
    for (const [id, ip] of opened) if (await alive(on(id), id, ip)) live++;
    expect(live).toBe(3); // with the polling client's, the table is full and no fuller
  });

  it('answer 503 at once while Redis is down, and work again when it is back', async () => {
    const before = (await open(on(0), '10.1.1.1')).body.result;
    expect(before.ret).toBe(0);
    await redis.stop();
    const t0 = Date.now();
    for (const x of servers) {
      const r = await x.call('GET', LAST, { query: { type: 1, recordid: rec, wrdbID: before.wrdbid }, headers: { 'x-forwarded-for': '10.1.1.1' } });
      expect(r).toMatchObject({ status: 503, body: { success: false, message: '实时库会话服务暂不可用（Redis 无法连接），请稍后再试' } });
    }
    expect(Date.now() - t0).toBeLessThan(3000 * servers.length);
    // the feeding process gives up its lease: no process feeds while Redis is out
    await expect.poll(() => servers.some((x) => realtimeOf(x.ctx)!.feeding), { timeout: 5000, interval: 100 }).toBe(false);
    await redis.start(); // empty: the sessions are gone, the streams start again
    const back = Math.floor(Date.now() / 1000);
    await expect.poll(async () => (await open(on(0), '10.1.1.1')).status, { timeout: 10_000, interval: 200 }).toBe(200);
    // a process feeds again, and every process's rings (the others' through the stream mirror) move on
    for (const x of servers)
      await expect.poll(async () => (await open(x, '10.1.1.1')).body.result.timestamp, { timeout: 10_000, interval: 200 }).toBeGreaterThan(back + 1);
  });
});
