// Both databases: several processes on one PostgreSQL database, one Redis and nginx (deploy/nginx.conf).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, which } from '../../tools/cluster/services.js';
import { DB_KIND, REDIS_URL, redisPrefix, startServer, type TestServer } from './harness.js';

const LAST = '/isps-api/api/wrdb/queryWrdbLastTimestamp';
const DATA = '/isps-api/api/wrdb/queryWrdbData';
const soon = { timeout: 5000, interval: 100 };
const hasNginx = (() => {
  try {
    return !!which('nginx');
  } catch {
    return false;
  }
})();

// Each process keeps the wrdb sessions it opened (ISPS_WRDB_SESSION_SLOT) and names itself in their ids' last two
// digits; nginx sends a read to the process its id names. The samples still reach every process through Redis.
describe.runIf(DB_KIND === 'pg' && REDIS_URL && hasNginx)('wrdb sessions routed to their process by nginx', () => {
  const servers: TestServer[] = [];
  let nginx: ChildProcess;
  let origin: string;
  let rec: number;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'isps-sticky-'));
  const portOf = (s: TestServer) => Number(new URL(s.base).port);

  beforeAll(async () => {
    const prefix = redisPrefix();
    const env = (slot: number) => ({ ISPS_TRUST_PROXY: '127.0.0.1/32', ISPS_WRDB_SESSION_SLOT: String(slot) });
    servers.push(await startServer({ simulator: true, redisPrefix: prefix, env: env(1) }));
    servers.push(await startServer({ simulator: true, databaseUrl: servers[0].databaseUrl, redisPrefix: prefix, env: env(2) }));
    const port = 20_000 + (process.pid % 20_000);
    nginx = await startNginx(dir, port, servers.map(portOf), path.join(dir, 'nginx.log'));
    origin = `http://127.0.0.1:${port}`;
    const d = await servers[0].call('GET', '/api/portal/queryData_BaseRecordIDs', { query: { equipIDs: 'SMDR-NM01' } });
    rec = d.body.result[0].equipMapInfos.fq.recordId;
  });
  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    for (const s of servers.reverse()) await s.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = async (p: string, q: Record<string, number>) => {
    const qs = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]));
    return (await fetch(`${origin}${p}?${qs}`)).json();
  };
  const open = () => get(LAST, { type: 1, recordid: rec, wrdbID: 0 });

  it('answers every read of a session from the process that opened it, the window by its hot route', async () => {
    await expect.poll(async () => (await open()).result.ret, soon).toBe(0); // samples written and mirrored
    const opened = await Promise.all(Array.from({ length: 6 }, open)); // least_conn spreads the opens
    const slots = new Set(opened.map((o) => o.result.wrdbid % 100));
    expect([...slots].every((s) => s === 1 || s === 2)).toBe(true);
    for (const o of opened) {
      const { wrdbid, timestamp } = o.result;
      const owner = servers[(wrdbid % 100) - 1];
      const other = servers[2 - (wrdbid % 100)];
      const served = owner.ctx.hot.served;
      // ten reads through nginx: each would meet "不存在或已过期" on the other process
      for (let i = 0; i < 10; i++) {
        const w = await get(DATA, { type: 1, wrdbID: wrdbid, recordID: rec, timeSoc_Begin: timestamp - 1, timeSoc_End: timestamp });
        expect(w).toMatchObject({ success: true, result: { wrdbid } });
        expect(w.result.value.length).toBeGreaterThan(90);
      }
      expect(owner.ctx.hot.served - served).toBeGreaterThanOrEqual(10);
      // the session is the owner's alone: not in Redis, so the other process does not know it
      const direct = await other.call('GET', '/api/wrdb/queryWrdbData', {
        query: { type: 1, wrdbID: wrdbid, recordID: rec, timeSoc_Begin: timestamp - 1, timeSoc_End: timestamp },
      });
      expect(direct.body.message).toBe(`实时库会话 ${wrdbid} 不存在或已过期，请重新打开（wrdbID=0）`);
    }
  });

  it('sends the reads of a stopped process to another, which reopens the session there', async () => {
    let o = await open();
    while (o.result.wrdbid % 100 !== 1) o = await open();
    await servers[0].close();
    servers.shift();
    const again = await get(LAST, { type: 1, recordid: rec, wrdbID: o.result.wrdbid });
    expect(again.message).toBe(`实时库会话 ${o.result.wrdbid} 已过期，已重新打开`);
    expect(again.result.wrdbid % 100).toBe(2);
    // the new session's reads go to its process, which has the samples (it took over the feed)
    await expect
      .poll(
        async () =>
          (
            await get(DATA, {
              type: 1,
              wrdbID: again.result.wrdbid,
              recordID: rec,
              timeSoc_Begin: again.result.timestamp - 1,
              timeSoc_End: again.result.timestamp,
            })
          ).success,
        soon,
      )
      .toBe(true);
  });
});
