// Both databases: the quota is reserved by one conditional UPDATE, which must hold across two server processes on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KIND, startServer, type TestServer } from './harness.js';
import { PNG_1X1 as PNG } from '../support/images.js';

/**
 * One upload quota per user (ISPS_UPLOAD_QUOTA_MB) for image uploads and 文件管理 alike, taken
 * atomically before the bytes are stored: parallel uploads, through one process or two, never pass
 * it and leave no stored file without its record. 文件管理 shows each user their own files and
 * those shared with them.
 */
const KB = 1024;
const QUOTA = 1024 * KB;
const FILE = 100 * KB;
const pngOf = (bytes: number) => Buffer.concat([PNG.subarray(0, 8), randomBytes(bytes - 8)]);

let s: TestServer;
let dir: string;
let filer: { id: string; token: string };
let other: { id: string; token: string };
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'isps-quota-'));
  s = await startServer({ config: { uploadQuotaBytes: QUOTA, files: { dir, maxBytes: 10 * QUOTA } } });
  // non-admins who may use 文件管理 (operators only read it)
  const role = await s.call('POST', '/sys/role/add', { token: s.adminToken, body: { roleName: '文件上传', roleCode: 'q_filer' } });
  const perms = await s.ctx.db.selectFrom('sys_permission').select('id').where('perms', 'like', 'ossFile:%').execute();
  await s.call('POST', '/sys/permission/saveRolePermission', {
    token: s.adminToken,
    body: { roleId: role.body.result.id, permissionIds: perms.map((p) => p.id).join(','), lastpermissionIds: '' },
  });
  filer = await s.userWithRoles('q_filer1', ['q_filer']);
  other = await s.userWithRoles('q_filer2', ['q_filer']);
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function post(server: TestServer, url: string, body: Buffer, name: string, token: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)]), name);
  const res = await fetch(`${server.base}${url}`, { method: 'POST', headers: { 'X-Access-Token': token }, body: form });
  return { status: res.status, body: await res.json() };
}
const image = (server: TestServer, token: string, bytes = FILE) => post(server, '/sys/common/upload', pngOf(bytes), 'a.png', token);
const file = (server: TestServer, token: string, bytes = FILE) => post(server, '/sys/oss/file/upload', randomBytes(bytes), 'a.dat', token);

/** Bytes the user's files take, images and 文件管理 together. */
async function used(userId: string, username: string): Promise<number> {
  const a = await s.ctx.db
    .selectFrom('sys_file')
    .select((eb) => eb.fn.sum<string>('size').as('n'))
    .where('owner_id', '=', userId)
    .executeTakeFirst();
  const b = await s.ctx.db
    .selectFrom('sys_oss_file')
    .select((eb) => eb.fn.sum<string>('file_size').as('n'))
    .where('create_by', '=', username)
    .executeTakeFirst();
  return Number(a?.n ?? 0) + Number(b?.n ?? 0);
}

/** Every object in the file directory has its record (thumbnails aside). */
async function orphans(): Promise<string[]> {
  const stored = (fs.readdirSync(dir, { recursive: true }) as string[]).map((f) => path.basename(f)).filter((f) => /^[0-9a-f]{32}$/.test(f));
  const rows = new Set((await s.ctx.db.selectFrom('sys_oss_file').select('id').execute()).map((r) => r.id));
  return stored.filter((f) => !rows.has(f));
}

async function parallelAgainstFullQuota(servers: TestServer[], user: { id: string; token: string }, username: string) {
  expect((await file(s, user.token, QUOTA - 5 * FILE)).status).toBe(200); // room for five more
  const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? image : file)(servers[i % servers.length], user.token)));
  const statuses = replies.map((r) => r.status).sort();
  expect(statuses.filter((x) => x === 200)).toHaveLength(5);
  expect(statuses.filter((x) => x === 413)).toHaveLength(25);
  expect(replies.find((r) => r.status === 413)!.body).toMatchObject({ message: expect.stringContaining('上传空间不足'), result: { field: 'file' } });
  expect(await used(user.id, username)).toBeLessThanOrEqual(QUOTA);
  expect(await orphans()).toEqual([]);
}

describe('upload quota', () => {
  it('30 parallel uploads (images and 文件管理) against a nearly full quota: never over it, no orphan files', async () => {
    await parallelAgainstFullQuota([s], filer, 'q_filer1');
  });

  it('30 parallel avatar uploads against a nearly full quota: never over it, no orphan files', async () => {
    const u = await s.userWithRoles('q_avatar', ['q_filer']);
    expect((await file(s, u.token, QUOTA - 5 * FILE)).status).toBe(200);
    const replies = await Promise.all(Array.from({ length: 30 }, () => post(s, '/isps/account/avatar', pngOf(FILE), 'me.png', u.token)));
    const ok = replies.filter((r) => r.status === 200).length;
    expect(ok).toBeGreaterThan(0);
    expect(replies.filter((r) => r.status === 413).length).toBeGreaterThan(0);
    expect(await used(u.id, 'q_avatar')).toBeLessThanOrEqual(QUOTA);
    expect(await orphans()).toEqual([]);
  });

  it('a deleted 文件管理 file gives its bytes back', async () => {
    const up = await file(s, other.token, QUOTA - FILE);
    expect((await file(s, other.token)).status).toBe(200);
    expect((await file(s, other.token)).status).toBe(413);
    const del = await s.call('DELETE', '/sys/oss/file/delete', { token: other.token, query: { id: up.body.result.id } });
    expect(del.body.success).toBe(true);
    expect((await image(s, other.token)).status).toBe(200);
  });

  it.skipIf(DB_KIND !== 'pg')('holds across two server processes on one database', async () => {
    const second = await startServer({ databaseUrl: s.databaseUrl, config: { uploadQuotaBytes: QUOTA, files: { dir, maxBytes: 10 * QUOTA } } });
    try {
      const u = await s.userWithRoles('q_filer3', ['q_filer']);
      await parallelAgainstFullQuota([s, second], u, 'q_filer3');
    } finally {
      await second.close();
    }
  });
});

describe('文件管理: own files and shared ones', () => {
  it('a second user can neither list, read, download nor delete the first user’s file until it is shared', async () => {
    const a = await s.userWithRoles('q_owner', ['q_filer']);
    const b = await s.userWithRoles('q_peer', ['q_filer']);
    const id = (await file(s, a.token, 10 * KB)).body.result.id;
    const list = (token: string) => s.call('GET', '/sys/oss/file/list', { token, query: { pageSize: 100 } });
    const ids = async (token: string) => (await list(token)).body.result.records.map((r: any) => r.id);
    const download = (token: string) => fetch(`${s.base}/sys/oss/file/download?id=${id}&token=${encodeURIComponent(token)}`);
    expect(await ids(a.token)).toEqual([id]);
    expect(await ids(b.token)).toEqual([]);
    expect((await list(b.token)).body.result.total).toBe(0);
    expect((await download(a.token)).status).toBe(200);
    expect((await download(b.token)).status).toBe(404);
    expect((await s.call('GET', '/sys/oss/file/queryById', { token: b.token, query: { id } })).status).toBe(404);
    expect((await s.call('DELETE', '/sys/oss/file/delete', { token: b.token, query: { id } })).status).toBe(404);
    expect((await s.call('POST', '/sys/oss/file/share', { token: b.token, body: { id, userIds: [b.id] } })).status).toBe(404);
    expect(await ids(s.adminToken)).toContain(id); // administrators see every file

    expect((await s.call('POST', '/sys/oss/file/share', { token: a.token, body: { id, userIds: ['nobody'] } })).body.result).toMatchObject({
      field: 'userIds',
    });
    expect((await s.call('POST', '/sys/oss/file/share', { token: a.token, body: { id, userIds: [b.id] } })).body.success).toBe(true);
    expect(await ids(b.token)).toEqual([id]);
    expect((await download(b.token)).status).toBe(200);
    expect((await s.call('DELETE', '/sys/oss/file/delete', { token: b.token, query: { id } })).status).toBe(404); // shared is not owned
    expect((await s.call('GET', '/sys/oss/file/share', { token: a.token, query: { id } })).body.result.map((u: any) => u.username)).toEqual(['q_peer']);
    expect((await s.call('POST', '/sys/oss/file/share', { token: a.token, body: { id, userIds: [] } })).body.success).toBe(true);
    expect((await download(b.token)).status).toBe(404);
  });
});
