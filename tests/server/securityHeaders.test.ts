import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

let s: TestServer;
let origin: string;
const BIG = `export const text = "${'电能质量 '.repeat(4000)}";`;
beforeAll(async () => {
  // a stand-in client build: the headers must be on the SPA's files as well as on API answers
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'isps-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>t</title><div id="root"></div>');
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'assets', 'a.js'), 'export {}');
  // as the build writes them (vite.config.ts): brotli and gzip copies beside a file
  fs.writeFileSync(path.join(clientDir, 'assets', 'big.js'), BIG);
  fs.writeFileSync(path.join(clientDir, 'assets', 'big.js.br'), zlib.brotliCompressSync(BIG));
  fs.writeFileSync(path.join(clientDir, 'assets', 'big.js.gz'), zlib.gzipSync(BIG));
  s = await startServer({ clientDir });
  origin = new URL(s.base).origin;
});
afterAll(async () => {
  await s?.close();
});

function expectHardened(res: Response, what: string) {
  const csp = res.headers.get('content-security-policy') ?? '';
  const policy = Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v.join(' ')]),
  );
  // frame-src: menu entries may embed an external https page in the console
  expect({
    what,
    script: policy['script-src'],
    frames: policy['frame-ancestors'],
    embeds: policy['frame-src'],
    object: policy['object-src'],
    def: policy['default-src'],
  }).toEqual({ what, script: "'self'", frames: "'self'", embeds: "'self' https:", object: "'none'", def: "'self'" });
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toContain('upgrade-insecure-requests');
  expect({
    what,
    nosniff: res.headers.get('x-content-type-options'),
    frame: res.headers.get('x-frame-options'),
    referrer: res.headers.get('referrer-policy'),
  }).toEqual({ what, nosniff: 'nosniff', frame: 'SAMEORIGIN', referrer: 'no-referrer' });
}

describe('security headers', () => {
  it('are on every kind of API answer: success, refusal, bad input, not found', async () => {
    expectHardened(await fetch(`${s.base}/sys/dict/getDictItems/sex`), 'public 200');
    expectHardened(await fetch(`${s.base}/sys/user/list`), '401');
    expectHardened(await fetch(`${s.base}/sys/user/list?pageNo=x`, { headers: { 'X-Access-Token': s.adminToken } }), '400');
    expectHardened(await fetch(`${s.base}/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }), 'broken JSON');
    expectHardened(await fetch(`${s.base}/no/such/route`, { headers: { 'X-Access-Token': s.adminToken } }), 'api 404');
    expectHardened(await fetch(`${s.base}/docs/json`, { headers: { 'X-Access-Token': s.adminToken } }), 'OpenAPI');
  });

  it('are on the client: index.html, its history-mode fallback and its assets', async () => {
    expectHardened(await fetch(`${origin}/`), 'index');
    expectHardened(await fetch(`${origin}/system/user`), 'fallback');
    expectHardened(await fetch(`${origin}/assets/a.js`), 'asset');
    expectHardened(await fetch(`${origin}/assets/missing.js`), 'missing asset');
  });

  it('let a browser keep the content-hashed assets for good, and ask again for index.html', async () => {
    expect((await fetch(`${origin}/assets/a.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${origin}/index.html`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${origin}/isystem/user`)).headers.get('cache-control')).toBe('no-cache'); // the history-mode fallback
  });

  it("send the build's compressed copy of a file to a browser that takes it, and the file itself to one that does not", async () => {
    const get = (encoding: string) => fetch(`${origin}/assets/big.js`, { headers: { 'accept-encoding': encoding } });
    for (const [asked, sent] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await get(asked);
      expect(res.headers.get('content-encoding'), asked).toBe(sent);
      expect(res.headers.get('vary'), asked).toMatch(/accept-encoding/i); // a shared cache keeps the copies apart
      expect(res.headers.get('content-type'), asked).toMatch(/javascript/);
      expect(res.headers.get('cache-control'), asked).toBe('public, max-age=31536000, immutable');
      expect(await res.text(), asked).toBe(BIG); // fetch undoes the encoding
    }
    expect((await get('br')).headers.get('content-length')).toBe(String(zlib.brotliCompressSync(BIG).length));
    // a file without copies is sent as it is
    expect((await fetch(`${origin}/assets/a.js`, { headers: { 'accept-encoding': 'br' } })).headers.get('content-encoding')).toBeNull();
  });
});
