import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { Jimp } from 'jimp';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';
import { PNG_1X1 as PNG } from '../support/images.js';

/** A valid PNG of width × height 1-bit grey pixels, all black: tiny on disk, width × height × 4 bytes decoded. */
function blackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth; colour type 0 (grey), no interlace
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8))); // filter byte 0 and zero bits per row
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(s: TestServer, body: Buffer, name: string, token: string | null = s.adminToken) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)]), name);
  const res = await fetch(`${s.base}/sys/oss/file/upload`, { method: 'POST', headers: token ? { 'X-Access-Token': token } : {}, body: form });
  return { status: res.status, body: await res.json() };
}
const download = (s: TestServer, id: string, inline = false, token = s.adminToken) =>
  fetch(`${s.base}/sys/oss/file/download?id=${id}${inline ? '&inline=1' : ''}&token=${encodeURIComponent(token)}`);

/** The same behaviour whichever store holds the bytes. */
function storeContract(name: string, setup: () => Promise<TestServer>) {
  describe(`file store: ${name}`, () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await setup();
    });
    afterAll(async () => {
      await s?.close();
    });

    it('lists an upload with name, type, size and uploader, and downloads the same bytes', async () => {
      const bytes = randomBytes(700 * 1024);
      const up = await upload(s, bytes, '录波 数据.dat');
      expect(up.status).toBe(200);
      const list = await s.call('GET', '/sys/oss/file/list', { token: s.adminToken, query: { fileName: '*录波*' } });
      const row = list.body.result.records.find((r: any) => r.id === up.body.result.id);
      expect(row).toMatchObject({
        fileName: '录波 数据.dat',
        fileType: 'application/octet-stream',
        fileSize: bytes.length,
        uploader: '管理员',
        storage: s.ctx.files.kind,
      });
      const res = await download(s, row.id);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('attachment');
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('previews images and PDFs inline only when their bytes say so', async () => {
      const img = await upload(s, PNG, 'dot.png');
      expect(img.body.result.fileType).toBe('image/png');
      const inline = await download(s, img.body.result.id, true);
      expect(inline.headers.get('content-type')).toBe('image/png');
      expect(inline.headers.get('content-disposition')).toMatch(/^inline/);
      const fake = await upload(s, Buffer.from('<html><script>alert(1)</script></html>'), 'fake.pdf');
      const res = await download(s, fake.body.result.id, true);
      expect(res.headers.get('content-type')).toBe('application/octet-stream');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
    });

    it('makes an uploaded image a thumbnail in a background task, shown in the list; a broken image fails its task', async () => {
      const big = await new Jimp({ width: 400, height: 200, color: 0x3366ccff }).getBuffer('image/png');
      const up = await upload(s, big, 'site.png');
      const id = up.body.result.id;
      const task = async (taskId: string) => (await s.call('GET', '/sys/task/queryById', { token: s.adminToken, query: { id: taskId } })).body.result;
      await expect.poll(async () => (await task(up.body.result.thumbnailTask)).status, { timeout: 10_000 }).toBe('done');
      expect(await task(up.body.result.thumbnailTask)).toMatchObject({ kind: 'thumbnail', result: '缩略图 160×80', progress: 100 });
      const row = (await s.call('GET', '/sys/oss/file/queryById', { token: s.adminToken, query: { id } })).body.result;
      expect(row.thumbnail).toBe(`sys/oss/file/thumbnail/${id}`);
      const thumb = await fetch(`${s.base}/${row.thumbnail}?token=${encodeURIComponent(s.adminToken)}`);
      expect(thumb.headers.get('content-type')).toBe('image/png');
      const img = await Jimp.read(Buffer.from(await thumb.arrayBuffer()));
      expect([img.width, img.height]).toEqual([160, 80]);
      expect((await fetch(`${s.base}/${row.thumbnail}`)).status).toBe(401);

      expect((await upload(s, Buffer.from('plain text'), 'notes.txt')).body.result.thumbnailTask).toBeNull();
      const broken = await upload(s, Buffer.concat([PNG.subarray(0, 16), randomBytes(64)]), 'broken.png');
      await expect.poll(async () => (await task(broken.body.result.thumbnailTask)).status, { timeout: 10_000 }).toBe('failed');
      expect((await task(broken.body.result.thumbnailTask)).result).toContain('图片无法解码');
      expect((await fetch(`${s.base}/sys/oss/file/thumbnail/${broken.body.result.id}?token=${encodeURIComponent(s.adminToken)}`)).status).toBe(404);

      await s.call('DELETE', '/sys/oss/file/delete', { token: s.adminToken, query: { id } });
      expect(await s.ctx.files.get(`${id}.thumb`)).toBeNull();
    });

    it('refuses to decode an image whose header declares more than 40 megapixels (a 8000×8000 PNG of a few KB)', async () => {
      const big = blackPng(8000, 8000);
      expect(big.length).toBeLessThan(100 * 1024);
      const up = await upload(s, big, 'huge.png');
      expect(up.status).toBe(200);
      const task = async () => (await s.call('GET', '/sys/task/queryById', { token: s.adminToken, query: { id: up.body.result.thumbnailTask } })).body.result;
      await expect.poll(async () => (await task()).status, { timeout: 10_000 }).toBe('failed');
      expect((await task()).result).toMatch(/图片过大（8000×8000）/);
      // a picture within the cap is still made, in the worker
      const fine = await upload(s, blackPng(1600, 800), 'fine.png');
      await expect
        .poll(
          async () => (await s.call('GET', '/sys/task/queryById', { token: s.adminToken, query: { id: fine.body.result.thumbnailTask } })).body.result.result,
          { timeout: 10_000 },
        )
        .toBe('缩略图 160×80');
    });

    it('deletes the record and the stored bytes', async () => {
      const up = await upload(s, Buffer.from('to be deleted'), 'gone.txt');
      const id = up.body.result.id;
      const stored = await s.ctx.files.get(id);
      expect(stored).not.toBeNull();
      stored!.destroy();
      const del = await s.call('DELETE', '/sys/oss/file/delete', { token: s.adminToken, query: { id } });
      expect(del.status).toBe(200);
      expect(await s.ctx.files.get(id)).toBeNull();
      expect((await download(s, id)).status).toBe(404);
    });
  });
}

storeContract('local directory', () =>
  startServer({ config: { files: { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'isps-files-test-')), maxBytes: 1024 * 1024 } } }),
);

let s3: S3rver | undefined;
afterAll(async () => {
  await s3?.close();
});
storeContract('S3 bucket (s3rver)', async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: fs.mkdtempSync(path.join(os.tmpdir(), 'isps-s3rver-')),
    configureBuckets: [{ name: 'isps-files', configs: [] }],
  });
  const { port } = (await s3.run()) as { port: number };
  return startServer({
    env: { ISPS_S3_BUCKET: 'isps-files', ISPS_S3_ENDPOINT: `http://127.0.0.1:${port}`, ISPS_S3_ACCESS_KEY: 'S3RVER', ISPS_S3_SECRET_KEY: 'S3RVER' },
  });
});

describe('file store limits and access', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ config: { files: { maxBytes: 64 * 1024 } } });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('refuses a file over the size limit with 413 and keeps nothing', async () => {
    const r = await upload(s, randomBytes(65 * 1024), 'big.bin');
    expect(r.status).toBe(413);
    expect(r.body.message).toContain('0.1MB');
    const list = await s.call('GET', '/sys/oss/file/list', { token: s.adminToken });
    expect(list.body.result.total).toBe(0);
  });

  it('needs a token to upload or download, the grant to delete, and refuses hand-made records', async () => {
    expect((await upload(s, Buffer.from('x'), 'a.txt', null)).status).toBe(401);
    const up = await upload(s, Buffer.from('hello'), 'a.txt');
    expect((await fetch(`${s.base}/sys/oss/file/download?id=${up.body.result.id}`)).status).toBe(401);
    const guest = await s.userWithRoles('file_guest', []);
    expect((await s.call('DELETE', '/sys/oss/file/delete', { token: guest.token, query: { id: up.body.result.id } })).status).toBe(403);
    expect((await download(s, up.body.result.id, false, guest.token)).status).toBe(403);
    const add = await s.call('POST', '/sys/oss/file/add', { token: s.adminToken, body: { fileName: 'x' } });
    expect(add.status).toBe(405);
  });

  it('answers 400 naming the field for a request without a file or a bad id', async () => {
    const r = await fetch(`${s.base}/sys/oss/file/upload`, {
      method: 'POST',
      headers: { 'X-Access-Token': s.adminToken, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(r.status).toBe(400);
    const bad = await s.call('GET', '/sys/oss/file/download', { token: s.adminToken, query: { id: '../etc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('id');
  });
});
