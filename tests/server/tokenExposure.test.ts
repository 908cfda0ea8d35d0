import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLines, startServer, type TestServer } from './harness.js';
import { PNG_1X1 as PNG } from '../support/images.js';

let s: TestServer;
const { lines, logStream } = logLines();
beforeAll(async () => {
  s = await startServer({ logStream });
});
afterAll(async () => {
  await s?.close();
});

describe('tokens in URLs', () => {
  it('ignores ?token= on an ordinary route: no header token is a 401', async () => {
    const r = await fetch(`${s.base}/sys/user/list?token=${encodeURIComponent(s.adminToken)}`);
    expect(r.status).toBe(401);
    const write = await fetch(`${s.base}/sys/position/add?token=${encodeURIComponent(s.adminToken)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'qt1', name: 'x' }),
    });
    expect(write.status).toBe(401);
  });

  it('accepts ?token= where no header can be sent: an <img> of an upload and the websocket', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG]), 'a.png');
    const up = await (await fetch(`${s.base}/sys/common/upload`, { method: 'POST', headers: { 'X-Access-Token': s.adminToken }, body: form })).json();
    expect((await fetch(`${s.base}/${up.result}?token=${encodeURIComponent(s.adminToken)}`)).status).toBe(200);
    const { id: me } = await s.ctx.db.selectFrom('sys_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const ws = new WebSocket(`${s.base.replace(/^http/, 'ws')}/websocket/${me}?token=${encodeURIComponent(s.adminToken)}`);
    const opened = await new Promise<boolean>((resolve) => {
      ws.on('open', () => resolve(true));
      ws.on('error', () => resolve(false));
    });
    ws.terminate();
    expect(opened).toBe(true);
  });

  it('writes no token or password into the request log or the operation log', async () => {
    const secret = s.adminToken;
    await fetch(`${s.base}/sys/user/list?token=${encodeURIComponent(secret)}&password=Hunter2x`);
    await fetch(`${s.base}/sys/common/static/${'0'.repeat(32)}?%74oken=${encodeURIComponent(secret)}`);
    await fetch(`${new URL(s.base).origin}/not/a/route?token=${encodeURIComponent(secret)}`);
    await s.call('POST', '/sys/position/add', { token: secret, body: { code: 'tok1', name: 'x' } });
    await s.call('POST', '/sys/login', { body: { username: 'admin', password: 'Hunter2x' } });
    await s.ctx.logs.flush();
    expect(lines.some((l) => l.includes('/sys/user/list?'))).toBe(true); // the access log is on
    const leaks = lines.filter((l) => l.includes(secret) || l.includes(secret.split('.')[2]) || l.includes('Hunter2x'));
    expect(leaks).toEqual([]);
    const rows = await s.ctx.db.selectFrom('sys_log').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => JSON.stringify(r).includes(secret) || JSON.stringify(r).includes('Hunter2x'))).toEqual([]);
  });
});
