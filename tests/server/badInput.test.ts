import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';
import { tableFingerprint } from './tableSnapshot.js';
import { PNG_1X1 } from '../support/images.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

const QUERY = {
  id: "' or 1=1 --",
  ids: ',,,',
  pageNo: 'abc',
  pageSize: '-5',
  column: 'x;drop table sys_user',
  order: 'sideways',
  roleId: "'",
  departId: '%',
  keyWord: '%_\\',
  parentId: "'",
  parentIds: ',',
  pid: "'",
  userId: "'",
  depId: "'",
  userid: "'",
  username: "*'*",
  createTime_begin: 'garbage',
  sex: 'abc',
  status: '1,2,x',
  tableName: 'sys_user',
  fieldName: 'username',
  fieldVal: "'",
  ruleCode: "';--",
  value: 'x'.repeat(3000),
};
const BODIES: { rawBody?: string; body?: unknown }[] = [
  { rawBody: 'not json' },
  { rawBody: '[]' },
  { rawBody: '"text"' },
  { rawBody: 'null' },
  {
    body: {
      id: { $gt: 1 },
      ids: 5,
      pageNo: 'x',
      username: ['a'],
      password: 1,
      roleId: {},
      departId: [],
      permissionIds: { x: 1 },
      lastpermissionIds: 7,
      orgCode: 5,
      userIdList: 'x',
      status: 'zz',
      selectedroles: { a: 1 },
      name: 'n'.repeat(100_000),
    },
  },
];

const fingerprint = () => tableFingerprint(s);

// on PGlite, the default install's database; the fuzz walk (fuzz.test.ts) runs on PostgreSQL when it is installed
describe('bad input on every route', () => {
  // every route with five bad bodies; the tables' fingerprint around each route's refused bodies
  it('never answers 500, and a refused write changes nothing', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    const routes = s.routes.filter((r) => !r.url.endsWith('/sys/logout'));
    const send = async (r: (typeof routes)[number], v: (typeof BODIES)[number]) => {
      const url = r.url.replace('/isps-api', '').replace(/:(\w+)/g, '%27x');
      const res = await s.call(r.method, url, { token: s.adminToken, query: QUERY, ...v });
      const label = `${r.method} ${r.url} ${JSON.stringify(v).slice(0, 40)} → ${res.status} ${res.body?.message}`;
      if (res.status >= 500) failures.push(label);
      if (res.status >= 400 && !(typeof res.body?.message === 'string' && res.body.message.length)) failures.push(`no message: ${label}`);
      return { status: res.status, label };
    };
    // the state before a write is the state after the previous one (GETs write nothing; the fuzz walk checks that)
    let before = await fingerprint();
    for (const r of routes) {
      const variants = r.method === 'GET' || r.method === 'DELETE' ? [{}] : BODIES;
      const sent: { status: number; label: string }[] = [];
      for (const v of variants) sent.push(await send(r, v));
      if (r.method === 'GET') continue;
      before = await fingerprint().then((after) => {
        // all refused: one fingerprint proves none of them wrote
        if (sent.every((x) => x.status >= 400) && after !== before) failures.push(`wrote on failure: ${sent.map((x) => x.label).join(' | ')}`);
        return after;
      });
      if (sent.every((x) => x.status >= 400)) continue;
      // one was accepted (and may have written): each refused body again, alone between two fingerprints
      for (const [i, v] of variants.entries()) {
        if (sent[i].status < 400) continue;
        const again = await send(r, v);
        const after = await fingerprint();
        if (again.status >= 400 && after !== before) failures.push(`wrote on failure: ${again.label}`);
        before = after;
      }
    }
    expect(failures).toEqual([]);
    // the admin session survived the walk
    expect((await s.call('GET', '/sys/user/list', { token: s.adminToken })).status).toBe(200);
  }); // every route × five bodies: 240 s above on a busy machine
});

describe('the table fingerprint the walks rely on', () => {
  it('changes with a committed insert, update and delete, and not with a read', async () => {
    const before = await fingerprint();
    await s.call('GET', '/sys/role/list', { token: s.adminToken });
    expect(await fingerprint()).toBe(before);
    const add = await s.call('POST', '/sys/role/add', { token: s.adminToken, body: { roleName: '指纹', roleCode: 'fingerprint_probe' } });
    expect(add.body.success).toBe(true);
    const added = await fingerprint();
    expect(added).not.toBe(before);
    const id = (await s.call('GET', '/sys/role/list', { token: s.adminToken, query: { roleCode: 'fingerprint_probe' } })).body.result.records[0].id;
    await s.call('PUT', '/sys/role/edit', { token: s.adminToken, body: { id, roleName: '指纹2', roleCode: 'fingerprint_probe' } });
    const edited = await fingerprint();
    expect(edited).not.toBe(added);
    await s.call('DELETE', '/sys/role/delete', { token: s.adminToken, query: { id } });
    expect(await fingerprint()).not.toBe(edited);
  });
});

describe('NUL characters and broken multipart', () => {
  it('answers 400 naming the field for a NUL in a body, query, path or upload, even before login', async () => {
    const login = await s.call('POST', '/sys/login', { body: { username: 'ad\u0000min', password: 'x' } });
    expect({ status: login.status, message: login.body.message }).toEqual({ status: 400, message: 'username 不能包含 NUL 字符' });
    const query = await s.call('GET', '/sys/user/queryById', { token: s.adminToken, query: { id: 'a\u0000b' } });
    expect({ status: query.status, message: query.body.message }).toEqual({ status: 400, message: 'id 不能包含 NUL 字符' });
    // in a query key, on a public route
    const key = await s.call('GET', '/sys/dict/getDictItems/sex', { query: { 'o\u0000k': '1' } });
    expect({ status: key.status, message: key.body.message }).toEqual({ status: 400, message: 'o\\0k 不能包含 NUL 字符' });
    const nested = await s.call('POST', '/sys/role/add', { token: s.adminToken, body: { roleName: 'r', roleCode: 'r1', extra: { list: ['ok', 'a\u0000'] } } });
    expect({ status: nested.status, message: nested.body.message }).toEqual({ status: 400, message: 'extra.list.1 不能包含 NUL 字符' });
    const path = await s.call('GET', '/sys/common/static/a%00b', { token: s.adminToken });
    expect({ status: path.status, message: path.body.message }).toEqual({ status: 400, message: 'id 不能包含 NUL 字符' });
    const form = new FormData();
    form.append('file', new Blob([PNG_1X1]), 'a\u0000.png');
    const upload = await fetch(`${s.base}/sys/common/upload`, { method: 'POST', headers: { 'X-Access-Token': s.adminToken }, body: form });
    expect({ status: upload.status, message: (await upload.json()).message }).toEqual({ status: 400, message: 'file 不能包含 NUL 字符' });
  });

  it('answers 400 to a body nested deeper than any form', async () => {
    const deep = `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const r = await s.call('POST', '/sys/role/add', { token: s.adminToken, rawBody: deep });
    expect({ status: r.status, message: r.body.message }).toEqual({ status: 400, message: 'a 嵌套层级过深（最多 64 层）' });
  });

  it('answers 400 to multipart without a boundary on every write route, and to one that cannot be split where a file is read', async () => {
    const before = await fingerprint();
    const writes = s.routes.filter((r) => r.method !== 'GET' && !r.url.endsWith('/sys/logout'));
    const post = (url: string, method: string, type: string, body: string) =>
      fetch(`${s.base}${url.replace('/isps-api', '').replace(/:(\w+)/g, 'x1')}`, {
        method,
        headers: { 'X-Access-Token': s.adminToken, 'content-type': type },
        body,
      });
    const failures: string[] = [];
    for (const r of writes) {
      const res = await post(r.url, r.method, 'multipart/form-data', 'xx');
      const { message } = await res.json();
      if (res.status !== 400 || message !== 'multipart/form-data 请求缺少 boundary') failures.push(`${r.method} ${r.url} → ${res.status} ${message}`);
    }
    expect(failures).toEqual([]);
    const truncated = '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\ntrunc';
    for (const url of s.routes.filter((r) => r.url.endsWith('/importExcel') || r.url.endsWith('/sys/common/upload')).map((r) => r.url)) {
      const res = await post(url, 'POST', 'multipart/form-data; boundary=zz', truncated);
      const { message, code } = await res.json();
      // an online form's routes name the form by code: 'x1' names none, so that is a 404 before any file is read
      const noForm = url.includes('/online/cgform/api/crud/:code/') && res.status === 404 && /在线表单 x1 不存在/.test(message);
      // a route ISPS does not provide (system/common/notCalled.ts) reads no file: it says so, whatever the body
      const notProvided = res.status === 200 && code === 501;
      if (res.status !== 400 && res.status !== 405 && !noForm && !notProvided) failures.push(`${url} → ${res.status} ${message}`);
    }
    expect(failures).toEqual([]);
    const broken = await post('/sys/position/importExcel', 'POST', 'multipart/form-data; boundary=zz', truncated);
    expect((await broken.json()).message).toBe('上传内容不是合法的 multipart/form-data');
    expect(await fingerprint()).toBe(before);
  });
});
