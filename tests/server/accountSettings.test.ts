import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseDeviceEvent } from '#server/notify/events.js';
import { eventText } from '#server/realtime/events/text.js';
import { fakeSmtp, mailText } from './fakeSmtp.js';
import { startServer, type TestServer } from './harness.js';
import { PNG_1X1 as PNG } from '../support/images.js';

let s: TestServer;
let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
let amy: { id: string; token: string };
let bob: { id: string; token: string };
const texts: Map<string, string[]> = new Map();
beforeAll(async () => {
  s = await startServer();
  smtp = await fakeSmtp();
  s.ctx.config.smtp = { url: smtp.url, from: 'isps@example.com' };
  s.ctx.sms = { send: async (mobile, code) => void texts.set(mobile, [...(texts.get(mobile) ?? []), code]) };
  amy = await s.userWithRoles('set_amy', []);
  bob = await s.userWithRoles('set_bob', []);
  await s.call('PUT', '/sys/user/edit', { token: s.adminToken, body: { id: bob.id, email: 'bob@example.com', phone: '13900000002' } });
});
afterAll(async () => {
  await s?.close();
  await smtp?.close();
});

const post = (path: string, token: string, body: unknown) => s.call('POST', path, { token, body });
const field = async (id: string, col: 'email' | 'phone') =>
  (await s.ctx.db.selectFrom('sys_user').select(col).where('id', '=', id).executeTakeFirstOrThrow())[col];
const lastCode = (to: string) => /验证码：(\d{6})/.exec(mailText(smtp.mails.filter((m) => m.includes(`To: ${to}`)).at(-1)!))![1];
const wrong = (c: string) => String((Number(c) + 1) % 1_000_000).padStart(6, '0');

describe('binding e-mail and phone', () => {
  it('binds a new e-mail only with the code mailed to it; wrong or used codes are refused, naming the field', async () => {
    const bad = await post('/isps/account/bind/email/code', amy.token, { email: 'not-mail' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('email');
    const taken = await post('/isps/account/bind/email/code', amy.token, { email: 'bob@example.com' });
    expect(taken.body).toMatchObject({ success: false, message: '该邮箱已被其他账号绑定' });

    expect((await post('/isps/account/bind/email/code', amy.token, { email: 'amy@example.com' })).body.success).toBe(true);
    const code = lastCode('amy@example.com');
    const no = await post('/isps/account/bind/email', amy.token, { email: 'amy@example.com', code: wrong(code) });
    expect(no.status).toBe(400);
    expect(no.body).toMatchObject({ message: '验证码错误或已失效，请重新获取', result: { field: 'code' } });
    // the code is for that address only
    expect((await post('/isps/account/bind/email', amy.token, { email: 'amy2@example.com', code })).status).toBe(400);
    expect(await field(amy.id, 'email')).toBeFalsy();

    const yes = await post('/isps/account/bind/email', amy.token, { email: 'amy@example.com', code });
    expect(yes.body).toMatchObject({ success: true, result: { userInfo: { email: 'amy@example.com' } } });
    expect(await field(amy.id, 'email')).toBe('amy@example.com');
    expect((await post('/isps/account/bind/email', amy.token, { email: 'amy@example.com', code })).status).toBe(400); // used up
  });

  it('binds a phone by SMS; five wrong tries kill the code', async () => {
    expect((await post('/isps/account/bind/phone/code', amy.token, { phone: '12' })).status).toBe(400);
    expect((await post('/isps/account/bind/phone/code', amy.token, { phone: '13900000002' })).body.message).toBe('该手机号已被其他账号绑定');
    expect((await post('/isps/account/bind/phone/code', amy.token, { phone: '13800000001' })).body.success).toBe(true);
    const code = texts.get('13800000001')!.at(-1)!;
    for (let i = 0; i < 5; i++) expect((await post('/isps/account/bind/phone', amy.token, { phone: '13800000001', code: wrong(code) })).status).toBe(400);
    expect((await post('/isps/account/bind/phone', amy.token, { phone: '13800000001', code })).status).toBe(400);
    expect(await field(amy.id, 'phone')).toBeFalsy();

    await post('/isps/account/bind/phone/code', amy.token, { phone: '13800000001' });
    const next = texts.get('13800000001')!.at(-1)!;
    expect((await post('/isps/account/bind/phone', amy.token, { phone: '13800000001', code: next })).body.success).toBe(true);
    expect(await field(amy.id, 'phone')).toBe('13800000001');
  });
});

describe('my sessions', () => {
  it('lists my own sessions with device and browser, and 下线 makes that token answer 401 at once', async () => {
    const login = await s.call('POST', '/sys/login', {
      body: { username: 'set_bob', password: 'Passw0rd!x' },
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' },
    });
    const other = login.body.result.token as string;
    const list = (await s.call('GET', '/isps/account/sessions', { token: bob.token })).body.result as any[];
    expect(list).toHaveLength(2);
    const here = list.find((r) => r.current)!;
    const there = list.find((r) => !r.current)!;
    expect(there).toMatchObject({ browser: 'Chrome 131', ip: '127.0.0.1' });
    expect(there.device).toContain('Windows');
    expect(JSON.stringify(list)).not.toContain(other); // ids, never tokens
    expect((await s.call('GET', '/isps/account/sessions', { token: amy.token })).body.result.some((r: any) => r.id === there.id)).toBe(false);

    // someone else's session is not mine to end
    expect((await s.call('DELETE', '/isps/account/sessions', { token: amy.token, query: { id: there.id } })).status).toBe(404);
    expect((await s.call('GET', '/isps/account/center', { token: other })).status).toBe(200);

    expect((await s.call('DELETE', '/isps/account/sessions', { token: bob.token, query: { id: there.id } })).body.success).toBe(true);
    expect((await s.call('GET', '/isps/account/center', { token: other })).status).toBe(401);
    expect((await s.call('GET', '/isps/account/center', { token: bob.token })).status).toBe(200);
    expect((await s.call('GET', '/isps/account/sessions', { token: bob.token })).body.result.map((r: any) => r.id)).toEqual([here.id]);
  });
});

describe('notification channels', () => {
  it('an e-mail-off kind sends no mail, a bell-off kind stays off the bell', async () => {
    const bad = await s.call('PUT', '/isps/account/notify', { token: amy.token, body: { system: { bell: 'no' } } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('system');
    expect((await s.call('PUT', '/isps/account/notify', { token: amy.token, body: { hack: { bell: true, email: true } } })).status).toBe(400);
    const saved = await s.call('PUT', '/isps/account/notify', { token: amy.token, body: { system: { bell: false, email: true } } });
    expect(saved.body.result).toMatchObject({ system: { bell: false, email: true }, notice: { bell: true, email: false } });
    expect((await s.call('GET', '/isps/account/notify', { token: bob.token })).body.result.system).toEqual({ bell: true, email: false });

    const tpl = { templateCode: 'acct_note', templateName: '维护通知', templateType: '1', templateContent: '今晚 ${time} 停机维护' };
    expect((await post('/sys/message/sysMessageTemplate/add', s.adminToken, tpl)).body.success).toBe(true);
    const before = smtp.mails.length;
    const sent = await post('/sys/message/sysMessageTemplate/sendMsg', s.adminToken, {
      templateCode: 'acct_note',
      testData: { time: '22:00' },
      receiver: 'set_amy,set_bob',
      msgType: 'system',
    });
    expect(sent.body.success).toBe(true);
    const mails = smtp.mails.slice(before);
    expect(mails).toHaveLength(1); // amy asked for e-mail, bob (the default) did not
    expect(mails[0]).toMatch(/To: amy@example\.com/);
    expect(mailText(mails[0])).toContain('今晚 22:00 停机维护');

    const bell = async (token: string) => (await s.call('GET', '/sys/annountCement/listByUser', { token })).body.result.sysMsgList.map((m: any) => m.titile);
    expect(await bell(bob.token)).toContain('维护通知');
    expect(await bell(amy.token)).not.toContain('维护通知');
    const mine = await s.call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', { token: amy.token, query: { pageSize: 50 } });
    expect(JSON.stringify(mine.body.result)).toContain('维护通知'); // still in my messages
  });

  it('what the system writes (a device event) reaches each recipient in the language they read the console in', async () => {
    const bad = await s.call('PUT', '/isps/account/lang', { token: amy.token, body: { lang: 'fr' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('lang');
    expect((await s.call('PUT', '/isps/account/lang', { token: amy.token, body: { lang: 'en' } })).body.success).toBe(true);
    await s.call('PUT', '/sys/user/edit', { token: s.adminToken, body: { id: amy.id, email: 'amy.en@example.com' } });
    for (const u of [amy, bob]) await s.call('PUT', '/isps/account/notify', { token: u.token, body: { device_event: { bell: true, email: true } } });
    const before = smtp.mails.length;
    const sag = {
      equipId: 'SMD-LANG-1',
      kind: 'voltage_sag' as const,
      start: 1_700_000_000.17,
      end: 1_700_000_000.24,
      duration: 0.08,
      extreme: 0.62,
      phase: 'B',
    };
    await raiseDeviceEvent(s.ctx, { deviceId: sag.equipId, kind: sag.kind, text: eventText(sag as never), users: ['set_amy', 'set_bob'] });
    const mails = smtp.mails.slice(before);
    const to = (who: string) => mails.find((m) => m.includes(`To: ${who}`))!;
    expect(to('amy.en@example.com')).toMatch(/Subject: Device SMD-LANG-1: Voltage dip/);
    expect(mailText(to('amy.en@example.com')).trim()).toBe('Voltage dip on phase B: residual voltage 62.0 %, lasting about 80 ms (from 22:13:20.170 UTC).');
    expect(mailText(to('bob@example.com'))).toContain('B 相电压暂降：残余电压 62.0 %');
    // the bell and the message list say it in the reader's language; stored (and for JeecgBoot's console) in Chinese
    const list = async (headers?: Record<string, string>) =>
      (await s.call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', { token: amy.token, query: { pageSize: 50 }, headers })).body.result.records.find(
        (m: any) => m.busId === 'SMD-LANG-1',
      );
    expect((await list({ 'X-Lang': 'en' })).msgContent).toContain('Voltage dip on phase B');
    expect((await list()).msgContent).toContain('B 相电压暂降');
    const bell = (await s.call('GET', '/sys/annountCement/listByUser', { token: amy.token, headers: { 'X-Lang': 'en' } })).body.result.sysMsgList;
    expect(bell.find((m: any) => m.busId === 'SMD-LANG-1').msgContent).toContain('Voltage dip on phase B');
    expect(bell[0]).not.toHaveProperty('eventSaid');
  });
});

describe('avatar', () => {
  const upload = async (body: Blob, name: string) => {
    const form = new FormData();
    form.append('file', body, name);
    const res = await fetch(`${s.base}/isps/account/avatar`, { method: 'POST', headers: { 'X-Access-Token': amy.token }, body: form });
    return { status: res.status, body: await res.json() };
  };
  const get = (path: string, token: string) => fetch(`${s.base}/${path}?token=${token}`);

  it('keeps the image in the file store, shows it to token holders, and replaces the old one', async () => {
    const fake = await upload(new Blob(['<svg onload=alert(1)>'.repeat(4)]), 'me.png');
    expect(fake.status).toBe(400);
    expect(fake.body.result).toMatchObject({ field: 'file' });

    const first = await upload(new Blob([PNG]), 'me.png');
    const path = first.body.result.userInfo.avatar as string;
    expect(path).toMatch(/^isps\/account\/avatar\/[0-9a-f]{32}$/);
    const seen = await get(path, bob.token); // every token holder sees avatars (headers, online list)
    expect(seen.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await seen.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(`${s.base}/${path}`)).status).toBe(401);
    const id = path.split('/').pop()!;
    expect(await s.ctx.db.selectFrom('sys_oss_file').select('storage').where('id', '=', id).executeTakeFirst()).toEqual({ storage: 'local' });

    const second = await upload(new Blob([PNG]), 'again.png');
    expect(second.body.result.userInfo.avatar).not.toBe(path);
    expect((await get(path, bob.token)).status).toBe(404); // the old one is gone, record and bytes
    expect(await s.ctx.files.get(id)).toBeNull();
  });
});
