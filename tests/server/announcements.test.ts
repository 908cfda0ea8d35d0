import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';
import { draft, publish, published } from './notify.js';

let s: TestServer;
let ann: { id: string; token: string };
let ben: { id: string; token: string };
beforeAll(async () => {
  s = await startServer();
  ann = await s.userWithRoles('an_ann', ['operator']);
  ben = await s.userWithRoles('an_ben', []);
});
afterAll(async () => {
  await s?.close();
});

const listByUser = async (token: string) => (await s.call('GET', '/sys/annountCement/listByUser', { token })).body.result;
const titles = (list: { titile: string }[]) => list.map((a) => a.titile);
const at = (offsetMinutes: number) => {
  const d = new Date(Date.now() + offsetMinutes * 60_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

describe('announcements: publish and revoke', () => {
  it('goes draft → published → revoked, once each, setting sender and times', async () => {
    const id = await draft(s, { titile: '状态机' });
    const row = async () => (await s.call('GET', '/sys/annountCement/queryById', { token: s.adminToken, query: { id } })).body.result;
    expect(await row()).toMatchObject({ sendStatus: '0', sender: null, sendTime: null });

    const rel = await publish(s, id);
    expect(rel.body).toMatchObject({ success: true, message: '该系统通知发布成功' });
    expect(await row()).toMatchObject({ sendStatus: '1', sender: 'admin', sendStatus_dictText: '已发布' });
    expect((await row()).sendTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await publish(s, id)).status).toBe(400);

    const edit = await s.call('PUT', '/sys/annountCement/edit', { token: s.adminToken, body: { id, titile: '改了' } });
    expect(edit.status).toBe(400);

    const rev = await s.call('GET', '/sys/annountCement/doReovkeData', { token: s.adminToken, query: { id } });
    expect(rev.body).toMatchObject({ success: true, message: '该系统通知撤销成功' });
    expect(await row()).toMatchObject({ sendStatus: '2', titile: '状态机' });
    expect((await row()).cancelTime).toBeTruthy();
    expect((await publish(s, id)).status).toBe(400);
    expect((await s.call('GET', '/sys/annountCement/doReovkeData', { token: s.adminToken, query: { id } })).status).toBe(400);
  });

  it('refuses unknown ids, and publishing or revoking without the button permission', async () => {
    expect((await publish(s, 'f'.repeat(32))).status).toBe(404);
    const id = await draft(s, { titile: '无权发布' });
    expect((await s.call('GET', '/sys/annountCement/doReleaseData', { token: ann.token, query: { id } })).status).toBe(403);
    expect((await s.call('GET', '/sys/annountCement/doReovkeData', { token: ben.token, query: { id } })).status).toBe(403);
  });

  it('sanitises rich content on write and checks the recipients and the time window', async () => {
    const id = await draft(s, {
      titile: 'xss',
      msgContent: '<p onclick="x()">hi<script>alert(1)</script><a href="javascript:alert(2)">l</a><img src="x" onerror="y()"></p>',
    });
    const row = (await s.call('GET', '/sys/annountCement/queryById', { token: s.adminToken, query: { id } })).body.result;
    expect(row.msgContent).toBe('<p>hi<a>l</a></p>');

    const noUsers = await s.call('POST', '/sys/annountCement/add', {
      token: s.adminToken,
      body: { titile: 'u', msgCategory: '1', priority: 'L', msgType: 'USER' },
    });
    expect(noUsers.status).toBe(400);
    expect(noUsers.body.result.field).toBe('userIds');
    const badUser = await s.call('POST', '/sys/annountCement/add', {
      token: s.adminToken,
      body: { titile: 'u', msgCategory: '1', priority: 'L', msgType: 'USER', userIds: 'nobody' },
    });
    expect(badUser.body.result.errors[0].field).toBe('userIds');
    const badWindow = await s.call('POST', '/sys/annountCement/add', {
      token: s.adminToken,
      body: { titile: 'w', msgCategory: '1', priority: 'L', msgType: 'ALL', startTime: at(10), endTime: at(5) },
    });
    expect(badWindow.body.result.field).toBe('endTime');
    const badPriority = await s.call('POST', '/sys/annountCement/add', {
      token: s.adminToken,
      body: { titile: 'p', msgCategory: '1', priority: 'X', msgType: 'ALL' },
    });
    expect(badPriority.body.result.errors[0].field).toBe('priority');

    // usernames (the form's user picker) and ids (JeecgBoot's client, trailing comma) both end up as ids
    const both = await draft(s, { titile: 'ids', msgType: 'USER', userIds: `an_ann,${ben.id},` });
    const stored = (await s.call('GET', '/sys/annountCement/queryById', { token: s.adminToken, query: { id: both } })).body.result;
    expect(stored.userIds).toBe(`${ann.id},${ben.id},`);
  });

  it("keeps images of this server only (no tracking pixels, no stored tokens) and classes from the editor's list", async () => {
    const file = '0123456789abcdef0123456789abcdef';
    const id = await draft(s, {
      titile: 'img',
      msgContent: [
        '<p class="ql-align-center ant-modal-wrap">居中</p><p class="ql-indent-2 ant-btn">缩进</p>',
        '<img src="https://tracker.example/p.gif?u=1"><img src="//tracker.example/q.gif"><img src="http://127.0.0.1/sys/common/static/' + file + '">',
        `<img src="/isps-api/sys/common/static/${file}?token=stolen" alt="上传"><img src="sys/common/static/${file}">`,
        '<img src="data:image/png;base64,iVBORw0KGgo="><img src="data:image/svg+xml;base64,PHN2Zz4=">',
      ].join(''),
    });
    const row = (await s.call('GET', '/sys/annountCement/queryById', { token: s.adminToken, query: { id } })).body.result;
    expect(row.msgContent).toBe(
      '<p class="ql-align-center">居中</p><p class="ql-indent-2">缩进</p>' +
        // an absolute link to the file route keeps only its path: no other host is ever asked
        `<img src="sys/common/static/${file}" /><img alt="上传" src="sys/common/static/${file}" /><img src="sys/common/static/${file}" /><img src="data:image/png;base64,iVBORw0KGgo=" />`,
    );
  });

  it('takes many recipients (ids are longer than the usernames the form sends)', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      id: `many${String(i).padStart(28, '0')}`,
      username: `m${i}`,
      realname: `m${i}`,
      password: 'x',
      status: 1,
      del_flag: 0,
      create_by: 't',
    }));
    await s.ctx.db.insertInto('sys_user').values(many).execute();
    const id = await published(s, { titile: '很多人', msgType: 'USER', userIds: many.map((u) => u.username).join(',') });
    const row = (await s.call('GET', '/sys/annountCement/queryById', { token: s.adminToken, query: { id } })).body.result;
    expect(row.userIds.split(',').filter(Boolean)).toHaveLength(120);
  });
});

describe('listByUser, read state and my messages', () => {
  it('lists what each user received: published, current, unread; ALL for everyone, USER for those named', async () => {
    await published(s, { titile: 'L-全员' });
    await published(s, { titile: 'L-给ann', msgType: 'USER', userIds: ann.id, msgCategory: '2', priority: 'H' });
    await draft(s, { titile: 'L-草稿' });
    await published(s, { titile: 'L-未开始', startTime: at(60) });
    await published(s, { titile: 'L-已结束', startTime: at(-120), endTime: at(-60) });
    await published(s, { titile: 'L-进行中', startTime: at(-60), endTime: at(60) });
    const revoked = await published(s, { titile: 'L-撤销' });
    await s.call('GET', '/sys/annountCement/doReovkeData', { token: s.adminToken, query: { id: revoked } });

    const a = await listByUser(ann.token);
    expect(
      titles(a.anntMsgList)
        .filter((t) => t.startsWith('L-'))
        .sort(),
    ).toEqual(['L-全员', 'L-进行中'].sort());
    expect(titles(a.sysMsgList)).toEqual(['L-给ann']);
    expect(a.sysMsgTotal).toBe(1);
    expect(a.sysMsgList[0]).toMatchObject({ priority: 'H', msgCategory: '2', msgType: 'USER', sender: 'admin' });
    expect(a.anntMsgList[0]).toHaveProperty('msgContent');

    const b = await listByUser(ben.token);
    expect(
      titles(b.anntMsgList)
        .filter((t) => t.startsWith('L-'))
        .sort(),
    ).toEqual(['L-全员', 'L-进行中'].sort());
    expect(b.sysMsgTotal).toBe(0);
    expect(b.anntMsgTotal).toBe(a.anntMsgTotal);
  });

  it('drops an announcement from the bell once read, for that user only', async () => {
    const id = await published(s, { titile: 'R-读一条' });
    const read = await s.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: ann.token, body: { anntId: id } });
    expect(read.body.success).toBe(true);
    expect(titles((await listByUser(ann.token)).anntMsgList)).not.toContain('R-读一条');
    expect(titles((await listByUser(ben.token)).anntMsgList)).toContain('R-读一条');
    // reading again is harmless; one the user never received is not found
    expect((await s.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: ann.token, body: { anntId: id } })).body.success).toBe(true);
    const forAnn = await published(s, { titile: 'R-只给ann', msgType: 'USER', userIds: ann.id });
    expect((await s.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: ben.token, body: { anntId: forAnn } })).status).toBe(404);
    expect((await s.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: ben.token, body: { anntId: "' or 1=1 --" } })).status).toBe(400);
  });

  it('lets a user open what they received, and nothing else', async () => {
    const forAnn = await published(s, { titile: 'Q-只给ann', msgType: 'USER', userIds: ann.id });
    const draftId = await draft(s, { titile: 'Q-草稿' });
    expect((await s.call('GET', '/sys/annountCement/queryById', { token: ben.token, query: { id: forAnn } })).status).toBe(404);
    expect((await s.call('GET', '/sys/annountCement/queryById', { token: ben.token, query: { id: draftId } })).status).toBe(404);
    const own = await s.call('GET', '/sys/annountCement/queryById', { token: ann.token, query: { id: forAnn } });
    expect(own.body.result).toMatchObject({ id: forAnn, titile: 'Q-只给ann' });
  });

  it('pages my messages, unread first, with filters, and reads them all', async () => {
    const page = async (token: string, query: Record<string, string | number> = {}) =>
      (await s.call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', { token, query })).body.result;
    const allId = (await page(ben.token, { titile: 'L-全员' })).records[0].anntId;
    await s.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: ben.token, body: { anntId: allId } });
    const first = await page(ben.token, { pageNo: 1, pageSize: 2 });
    expect(first).toMatchObject({ size: 2, current: 1 });
    expect(first.records).toHaveLength(2);
    expect(first.pages).toBe(Math.ceil(first.total / 2));
    const everything = (await page(ben.token, { pageSize: 100 })).records;
    expect(everything.length).toBe(first.total);
    // ended ones stay in the history; future, draft, revoked and others' do not show
    const names = titles(everything);
    expect(names).toEqual(expect.arrayContaining(['L-全员', 'L-已结束', 'R-读一条']));
    for (const hidden of ['L-未开始', 'L-草稿', 'L-撤销', 'L-给ann', 'R-只给ann']) expect(names).not.toContain(hidden);
    const flags = everything.map((r: any) => r.readFlag);
    expect(flags).toEqual([...flags].sort()); // unread ('0') first
    expect(flags.at(-1)).toBe('1');
    expect(everything.find((r: any) => r.titile === 'L-全员')).toMatchObject({ readFlag: '1' });
    expect(everything[0]).toMatchObject({ userId: ben.id, anntId: everything[0].id });
    expect(everything[0]).toHaveProperty('priority_dictText');

    expect((await page(ben.token, { titile: '全员' })).records.map((r: any) => r.titile)).toEqual(['L-全员']);
    expect((await page(ben.token, { titile: '%' })).total).toBe(0);
    expect((await page(ann.token, { msgCategory: '2' })).records.every((r: any) => r.msgCategory === '2')).toBe(true);
    expect((await s.call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', { token: ben.token, query: { pageSize: 'x' } })).status).toBe(400);

    const all = await s.call('PUT', '/sys/sysAnnouncementSend/readAll', { token: ben.token });
    expect(all.body).toMatchObject({ success: true, message: '全部已读' });
    expect((await page(ben.token, { readFlag: '0' })).total).toBe(0);
    const after = await listByUser(ben.token);
    expect([after.anntMsgTotal, after.sysMsgTotal]).toEqual([0, 0]);
    expect((await listByUser(ann.token)).anntMsgTotal).toBeGreaterThan(0);
  });

  it('greets everyone with the seeded welcome notice', async () => {
    const fresh = await s.userWithRoles('an_new', []);
    expect(titles((await listByUser(fresh.token)).anntMsgList)).toContain('欢迎使用 ISPS 同步测量监测系统');
  });
});
