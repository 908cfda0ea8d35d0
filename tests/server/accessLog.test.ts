import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLines, startServer, type TestServer } from './harness.js';

interface Line {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

const DEBUG = 20;
const INFO = 30;
const WARN = 40;

let s: TestServer;
const { lines, logStream } = logLines();
beforeAll(async () => {
  s = await startServer({ simulator: true, config: { logLevel: 'debug' }, logStream });
});
afterAll(async () => {
  await s?.close();
});

/** The completion lines of requests whose URL contains `part`. */
const completed = (part: string) => lines.map((l) => JSON.parse(l) as Line).filter((l) => l.res && l.req?.url.includes(part));

describe('request log levels', () => {
  it('logs a successful portal poll at debug, a write at info, a refusal at warn; each completion line names the request', async () => {
    const d = await s.call('GET', '/api/portal/queryData_BaseRecordIDs', { query: { equipIDs: 'SMDR-NM01' } });
    const rec = d.body.result[0].equipMapInfos.fq.recordId;
    const open = await s.call('GET', '/api/wrdb/queryWrdbLastTimestamp', { query: { type: 1, recordid: rec, wrdbID: 0 } });
    expect(open.status).toBe(200);
    // the window poll, answered in front of Fastify at other levels, reaches the request log at debug
    const { wrdbid, timestamp } = open.body.result;
    const poll = { type: 1, wrdbID: wrdbid, recordID: rec, timeSoc_Begin: timestamp - 1, timeSoc_End: timestamp };
    expect((await s.call('GET', '/api/wrdb/queryWrdbData', { query: poll })).body.success).toBe(true);
    expect((await s.call('GET', '/sys/user/list', { token: s.adminToken })).status).toBe(200);
    expect((await s.call('POST', '/sys/position/add', { token: s.adminToken, body: { code: 'acl1', name: 'x' } })).body.success).toBe(true);
    expect((await s.call('GET', '/sys/user/list')).status).toBe(401);
    expect((await s.call('GET', '/no/such/route')).status).toBe(404);

    const levels = (part: string) => completed(part).map((l) => [l.req!.method, l.res!.statusCode, l.level]);
    expect(levels('queryData_BaseRecordIDs')).toEqual([['GET', 200, DEBUG]]);
    expect(levels('queryWrdbLastTimestamp')).toEqual([['GET', 200, DEBUG]]);
    expect(levels('queryWrdbData')).toEqual([['GET', 200, DEBUG]]);
    expect(s.ctx.hot.served).toBe(0);
    expect(levels('/sys/user/list')).toEqual([
      ['GET', 200, DEBUG],
      ['GET', 401, WARN],
    ]);
    expect(levels('/sys/position/add')).toEqual([['POST', 200, INFO]]);
    expect(levels('/no/such/route')).toEqual([['GET', 404, WARN]]);
    // the incoming line is at debug too: at the default level (info) a poll writes nothing
    expect(
      lines
        .map((l) => JSON.parse(l) as Line)
        .filter((l) => l.msg === 'incoming request')
        .every((l) => l.level === DEBUG),
    ).toBe(true);
  });
});
