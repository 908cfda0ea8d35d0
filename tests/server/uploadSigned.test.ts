import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLines, startServer, type TestServer } from './harness.js';
import { PNG_1X1 as PNG } from '../support/images.js';
import { draft } from './notify.js';

let s: TestServer;
const { lines, logStream } = logLines();
beforeAll(async () => {
  s = await startServer({ logStream });
});
afterAll(async () => {
  await s?.close();
});

/** JeecgBoot 2.4.6's JImageUpload: multipart `file` + `biz`, its token in X-Access-Token; it keeps the answer's `message`. */
async function jeecgUpload(token = s.adminToken) {
  const form = new FormData();
  form.append('file', new Blob([PNG]), 'avatar.png');
  form.append('biz', 'temp');
  const res = await fetch(`${s.base}/sys/common/upload`, { method: 'POST', headers: { 'X-Access-Token': token }, body: form });
  expect(res.status).toBe(200);
  return (await res.json()) as { success: boolean; message: string; result: string };
}

/** What its <img> loads for a stored value: getFileAccessHttpUrl → `${staticDomainURL}/${value}`, no token. */
const staticDomainURL = () => `${s.base}/sys/common/static`;
const imgOf = (value: string) => fetch(`${staticDomainURL()}/${value}`);
const idOf = (message: string) => message.split('?')[0];

describe('uploads as JeecgBoot 2.4.6 stores and shows them', () => {
  it('answers a message its <img> loads without a token, after the value has been stored in a record', async () => {
    const up = await jeecgUpload();
    expect(up.success).toBe(true);
    expect(up.message).toMatch(/^[0-9a-f]{32}\?sig=[\w-]{43}$/);
    expect(up.message).not.toContain(','); // JImageUpload joins several values with commas
    // stored as a user's avatar (UserModal's JImageUpload), read back and shown as its list shows it
    const op = await s.userWithRoles('jeecg_avatar1', ['operator']);
    const edit = await s.call('PUT', '/sys/user/edit', { token: s.adminToken, body: { id: op.id, avatar: up.message } });
    expect(edit.body.success).toBe(true);
    const list = await s.call('GET', '/sys/user/list', { token: s.adminToken, query: { username: 'jeecg_avatar1' } });
    const stored = list.body.result.records[0].avatar as string;
    expect(stored).toBe(up.message);
    const res = await imgOf(stored);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('keeps ISPS its own path in result, served to token holders only', async () => {
    const up = await jeecgUpload();
    expect(up.result).toBe(`sys/common/static/${idOf(up.message)}`);
    expect((await fetch(`${s.base}/${up.result}`)).status).toBe(401);
    const res = await fetch(`${s.base}/${up.result}?token=${encodeURIComponent(s.adminToken)}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('still serves the doubled path of values stored from the earlier answer, to token holders only', async () => {
    const id = idOf((await jeecgUpload()).message);
    const doubled = `${staticDomainURL()}/sys/common/static/${id}`;
    expect((await fetch(doubled, { headers: { 'X-Access-Token': s.adminToken } })).status).toBe(200);
    expect((await fetch(doubled)).status).toBe(401);
  });

  it('signs for whoever uploads, and the link works for anyone holding it (a capability, not a session)', async () => {
    const op = await s.userWithRoles('jeecg_uploader2', ['operator']);
    const { message } = await jeecgUpload(op.token);
    expect((await s.call('POST', '/sys/logout', { token: op.token })).body.success).toBe(true);
    expect((await imgOf(message)).status).toBe(200);
  });
});

describe('signed links refuse anything but the file they were made for', () => {
  it('answers 401 without a link or token, 403 to a tampered signature or another file’s, never the bytes', async () => {
    const mine = await jeecgUpload();
    const other = await jeecgUpload();
    const id = idOf(mine.message);
    const sig = new URL(`http://x/${mine.message}`).searchParams.get('sig')!;
    const refused = async (value: string, status: number) => {
      const res = await imgOf(value);
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toContain('application/json');
      return (await res.json()) as { success: boolean; message: string };
    };
    await refused(id, 401);
    await refused(`${id}?token=not-a-token`, 401);
    const flipped = sig.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await refused(`${id}?sig=${flipped}`, 403)).message).toBe('链接签名无效');
    await refused(`${id}?sig=${sig.slice(0, -1)}`, 403);
    await refused(`${idOf(other.message)}?sig=${sig}`, 403); // my signature on another file
    await refused(`${id}?sig=${'A'.repeat(43)}`, 403);
    expect((await imgOf(`${id}?sig=${'A'.repeat(101)}`)).status).toBe(400); // too long to be one: bad input
  });

  it('is revoked by deleting the file: a 404, whatever the signature', async () => {
    const { message } = await jeecgUpload();
    const id = idOf(message);
    await s.ctx.db.deleteFrom('sys_file_chunk').where('file_id', '=', id).execute();
    await s.ctx.db.deleteFrom('sys_file').where('id', '=', id).execute();
    expect((await imgOf(message)).status).toBe(404);
  });

  it('keeps the signature out of the request log, as a token would be', async () => {
    const { message } = await jeecgUpload();
    const sig = message.split('sig=')[1];
    expect((await imgOf(message)).status).toBe(200);
    await s.ctx.logs.flush();
    expect(lines.some((l) => l.includes('/sys/common/static/'))).toBe(true); // the access log is on
    expect(lines.filter((l) => l.includes(sig))).toEqual([]);
  });

  it('keeps the signature of an image put into a rich text (its editor inserts the upload answer), and drops a token', async () => {
    const { message } = await jeecgUpload();
    const id = await draft(s, { titile: '带图', msgContent: `<p>图</p><img src="${staticDomainURL()}/${message}&token=${s.adminToken}">` });
    const row = (await s.call('GET', '/sys/annountCement/queryById', { token: s.adminToken, query: { id } })).body.result;
    expect(row.msgContent).toBe(`<p>图</p><img src="sys/common/static/${message}" />`);
    // what JeecgBoot's announcement view loads for it: no token
    const res = await imgOf(message);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });
});
