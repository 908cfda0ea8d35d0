import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

// Clients that pipeline window polls and never read the answers: a connection's requests are answered
// one at a time and only a bounded number may wait (http/connectionGuard.ts), each session has a bounded poll rate.
const LAST = '/api/wrdb/queryWrdbLastTimestamp';
const DATA = '/api/wrdb/queryWrdbData';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const qs = (q: Record<string, string | number>) => new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();

/** a session on the waveform record and a 10 s window of it (the largest the portal asks for, ~50,000 values) */
async function bigWindow(s: TestServer) {
  const d = await s.call('GET', '/api/portal/queryData_BaseRecordIDs', { query: { equipIDs: 'SMDW-JX01' } });
  const rec = d.body.result[0].equipMapInfos.WAV.recordId;
  let open = await s.call('GET', LAST, { query: { type: 1, recordid: rec, wrdbID: 0 } });
  for (let i = 0; i < 100 && !(open.body.result.timestamp > 10); i++) {
    await sleep(100);
    open = await s.call('GET', LAST, { query: { type: 1, recordid: rec, wrdbID: open.body.result.wrdbid } });
  }
  const { wrdbid, timestamp } = open.body.result;
  return { type: 1, wrdbID: wrdbid, recordID: rec, timeSoc_Begin: timestamp - 10, timeSoc_End: timestamp };
}

/** A connection that writes `n` pipelined GETs at once and reads nothing until `drain()`; then counts what came. */
function flooder(s: TestServer, path: string, n: number) {
  const url = new URL(s.base);
  const socket = net.connect(Number(url.port), url.hostname);
  let closed = false;
  let bytes = 0;
  let answers = 0;
  socket.on('close', () => (closed = true));
  socket.on('error', () => undefined);
  socket.pause();
  socket.write(`GET ${url.pathname}${path} HTTP/1.1\r\nHost: x\r\n\r\n`.repeat(n));
  return {
    /** reads what the server sent until it closes the connection, `enough` answers came, or `seconds` pass */
    async drain(enough = Infinity, seconds = 3) {
      let text = '';
      socket.on('data', (b: Buffer) => {
        bytes += b.length;
        text += b.toString('latin1'); // counted whole: a status line may straddle two chunks
        answers = text.split('HTTP/1.1 200').length - 1;
      });
      socket.resume();
      for (let i = 0; i < seconds * 20 && !closed && answers < enough; i++) await sleep(50);
      socket.destroy();
      return { closed, bytes, answers };
    },
  };
}

describe('clients that pipeline polls and never read', () => {
  let s: TestServer;
  let poll: Record<string, string | number>;
  beforeAll(async () => {
    // the session budget out of the way: this is about what one connection may queue
    s = await startServer({ simulator: true, env: { ISPS_WRDB_POLLS_PER_SECOND: '1000000' } });
    poll = await bigWindow(s);
  });
  afterAll(async () => {
    await s?.close();
  });

  it.each([
    ['in front of Fastify', ''],
    ['on the Fastify route', '&%5Fx=1'],
  ])('close the connection once 8 requests wait on it (%s), and serve everyone else', async (name, extra) => {
    const path = `${DATA}?${qs(poll)}${extra}`;
    const before = s.ctx.hot.guard!.dropped;
    const served = s.ctx.hot.served;
    const flood = Array.from({ length: 5 }, () => flooder(s, path, 40));
    await sleep(500);
    // another client's poll is answered meanwhile
    const other = await s.call('GET', DATA, { query: poll });
    expect(other.status).toBe(200);
    expect(other.body.result.value.length).toBeGreaterThan(5_000); // seconds of the waveform, however long the ring has run
    const seen = await Promise.all(flood.map((f) => f.drain()));
    expect(s.ctx.hot.guard!.dropped - before).toBe(5);
    for (const r of seen) {
      expect(r.closed).toBe(true);
      // one request at a time: the connection overflowed while its first answer was still to come
      expect(r.answers).toBeLessThanOrEqual(1);
    }
    // in front of Fastify a long window is built a turn later, by when its flooding connection is gone:
    // nothing was built for the floods (the one answer is the other client's)
    if (name === 'in front of Fastify') expect(s.ctx.hot.served - served).toBe(1);
  });

  // It used to get 2–7 answers after the floods: the server read its poll budget from the process environment, not
  // from this server's variables, so the floods spent the session's 20 polls a second and the rest were 429s.
  it('leave a client that reads its pipelined answers alone', async () => {
    const small = qs({ ...poll, timeSoc_Begin: Number(poll.timeSoc_End) - 0.01 });
    const r = await flooder(s, `${DATA}?${small}`, 8).drain(8, 15); // a busy machine may take its time
    expect(r.closed).toBe(false);
    expect(r.answers).toBe(8);
  });
});

describe('the window poll of one session', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ simulator: true });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('is limited to 20 a second (bursts of 40) with a 429 naming the session, on both paths', async () => {
    const poll = await bigWindow(s);
    const small = { ...poll, timeSoc_Begin: Number(poll.timeSoc_End) - 0.01 };
    const get = async (extra: string) => {
      const res = await fetch(`${s.base}${DATA}?${qs(small)}${extra}`);
      return { status: res.status, body: await res.json() };
    };
    const started = Date.now();
    // half of them in front of Fastify, half (an escaped name) on its route: one budget for both
    const answers = await Promise.all(Array.from({ length: 80 }, (_, i) => get(i % 2 ? '&%5Fx=1' : '')));
    const seconds = (Date.now() - started) / 1000;
    const refused = answers.filter((a) => a.status === 429);
    expect(answers.length - refused.length).toBeLessThanOrEqual(40 + Math.ceil(20 * seconds));
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].body.message).toMatch(new RegExp(`实时库会话 ${poll.wrdbID} 读取过于频繁`));
    // the budget refills: a second later the page's next tick is answered
    await sleep(1100);
    expect((await s.call('GET', DATA, { query: small })).status).toBe(200);
    // another session of the same client is not held back by this one
    const other = await s.call('GET', LAST, { query: { type: 1, recordid: poll.recordID, wrdbID: 0 } });
    const theirs = { ...small, wrdbID: other.body.result.wrdbid };
    for (let i = 0; i < 30; i++) expect((await s.call('GET', DATA, { query: theirs })).status).toBe(200);
  });
});
