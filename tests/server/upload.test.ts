import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(async () => { await s?.close(); });

// a real 1×1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function upload(body: Blob, name: string, token: string | null = s.adminToken) {
  const form = new FormData();
  form.append('file', body, name);
  const res = await fetch(`${s.base}/sys/common/upload`, { method: 'POST', headers: token ? { 'X-Access-Token': token } : {}, body: form });
  return { status: res.status, body: await res.json() };
}

describe('image upload', () => {
  it('stores an image and serves it back to token holders only', async () => {
    const up = await upload(new Blob([PNG]), 'avatar.png');
    expect(up.status).toBe(200);
    expect(up.body.result).toMatch(/^sys\/common\/static\/[0-9a-f]{32}$/);
    const url = `${s.base}/${up.body.result}`;
    const withToken = await fetch(`${url}?token=${encodeURIComponent(s.adminToken)}`);
    expect(withToken.status).toBe(200);
    expect(withToken.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await withToken.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(url)).status).toBe(401);
  });

  it('refuses a file that is not an image, whatever its name says, and anonymous uploads', async () => {
    const fake = await upload(new Blob(['<script>alert(1)</script>'.repeat(4)]), 'evil.png');
    expect(fake.status).toBe(400);
    expect(fake.body.message).toContain('图片');
    expect((await upload(new Blob([PNG]), 'a.png', null)).status).toBe(401);
    const missing = await s.call('GET', `/sys/common/static/${'0'.repeat(32)}`, { token: s.adminToken });
    expect(missing.status).toBe(404);
  });

  it('lets a user without admin rights upload (an avatar is self-service)', async () => {
    const op = await s.userWithRoles('uploader1', ['operator']);
    expect((await upload(new Blob([PNG]), 'me.png', op.token)).status).toBe(200);
  });
});
