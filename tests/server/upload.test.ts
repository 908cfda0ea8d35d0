import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateSystemTables } from '#server/db/migrate.js';
import { startServer, type TestServer } from './harness.js';
import { PNG_1X1 as PNG } from '../support/images.js';

const MB = 1024 * 1024;
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ config: { uploadQuotaBytes: 4 * MB } });
});
afterAll(async () => {
  await s?.close();
});

/** The PNG signature and then noise: a PNG as far as sniffing goes, of any size. */
const pngOf = (bytes: number) => Buffer.concat([PNG.subarray(0, 8), randomBytes(bytes - 8)]);
const idOf = (path: string) => path.split('/').pop()!;

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

  it('serves a file as what it is: nosniff, inline, its name in an RFC 5987 Content-Disposition', async () => {
    const up = await upload(new Blob([PNG]), '头像 (1).png');
    const res = await fetch(`${s.base}/${up.body.result}?token=${encodeURIComponent(s.adminToken)}`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="__ (1).png"; filename*=UTF-8''%E5%A4%B4%E5%83%8F%20%281%29.png`);
  });

  it('refuses content that is no allowed image, or whose name says another type, and stores nothing', async () => {
    const count = async () => Number((await sql<{ n: string }>`select count(*) as n from sys_file`.execute(s.ctx.db)).rows[0].n);
    const before = await count();
    const csv = await upload(new Blob(['id,name\n1,甲\n'.repeat(20)]), 'data.png');
    expect(csv).toMatchObject({ status: 400, body: { message: '只能上传 PNG、JPEG、GIF 或 WebP 图片', result: { field: 'file' } } });
    expect((await upload(new Blob(['<!doctype html><html><body onload="alert(1)">x</body></html>']), 'page.png')).status).toBe(400);
    const jpg = await upload(new Blob([PNG]), 'photo.jpg');
    expect(jpg).toMatchObject({ status: 400, body: { message: '文件内容是 PNG 图片，与扩展名 .jpg 不符', result: { field: 'file' } } });
    expect((await upload(new Blob([PNG]), 'page.html')).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('streams a large file into bounded chunks and serves the same bytes back; 413 beyond 10 MB', async () => {
    const big = pngOf(3 * MB + 5);
    const up = await upload(new Blob([big]), 'big.png');
    expect(up.status).toBe(200);
    const chunks = await sql<{
      n: string;
      largest: number;
    }>`select count(*) as n, max(length(data)) as largest from sys_file_chunk where file_id = ${idOf(up.body.result)}`.execute(s.ctx.db);
    expect(Number(chunks.rows[0].n)).toBe(13);
    expect(chunks.rows[0].largest).toBe(256 * 1024);
    const res = await fetch(`${s.base}/${up.body.result}?token=${encodeURIComponent(s.adminToken)}`);
    expect(res.headers.get('content-length')).toBe(String(big.length));
    expect(Buffer.from(await res.arrayBuffer()).equals(big)).toBe(true);
    const tooBig = await upload(new Blob([pngOf(10 * MB + 1)]), 'huge.png');
    expect(tooBig).toMatchObject({ status: 413, body: { message: '文件大小超出10MB限制', result: { field: 'file' } } });
  });

  it('keeps each user within the upload quota (413 with what is used), counting only their own files', async () => {
    const u = await s.userWithRoles('quota1', ['operator']);
    expect((await upload(new Blob([pngOf(3 * MB)]), 'a.png', u.token)).status).toBe(200);
    const over = await upload(new Blob([pngOf(2 * MB)]), 'b.png', u.token);
    expect(over).toMatchObject({ status: 413, body: { message: '上传空间不足：每个用户最多 4 MB，已用 3 MB', result: { field: 'file' } } });
    expect((await upload(new Blob([PNG]), 'c.png', u.token)).status).toBe(200);
    const other = await s.userWithRoles('quota2', ['operator']);
    expect((await upload(new Blob([pngOf(2 * MB)]), 'd.png', other.token)).status).toBe(200);
  });

  it('serves a file stored whole before chunks existed, owned by its uploader, once the tables are migrated', async () => {
    const id = 'f'.repeat(32);
    await s.ctx.raw.exec('alter table sys_file add column data bytea');
    await s.ctx.raw.query(`insert into sys_file (id, name, mime, size, data, create_by) values ($1, 'old.png', 'image/png', $2, $3, 'admin')`, [
      id,
      PNG.length,
      PNG,
    ]);
    // a database from before Kysely's Migrator: no record of the system-tables migration, which then runs
    await s.ctx.raw.exec('delete from kysely_migration');
    await migrateSystemTables(s.ctx.db);
    const res = await fetch(`${s.base}/sys/common/static/${id}?token=${encodeURIComponent(s.adminToken)}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    const [row] = await s.ctx.raw.query('select f.owner_id = u.id as owned from sys_file f join sys_user u on u.username = f.create_by where f.id = $1', [id]);
    expect(row).toEqual({ owned: true });
  });
});
