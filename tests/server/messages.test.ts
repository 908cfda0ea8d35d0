import { fakeSmtp } from './fakeSmtp.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeQuietDeviceEvents, raiseDeviceEvent } from '#server/notify/events.js';
import { startServer, type TestServer } from './harness.js';
import { mustConnect } from './notify.js';

let s: TestServer;
let eve: { id: string; token: string };
let ops: { id: string; token: string };
beforeAll(async () => {
  s = await startServer();
  eve = await s.userWithRoles('msg_eve', []);
  ops = await s.userWithRoles('msg_ops', ['operator']);
  await s.call('PUT', '/sys/user/edit', { token: s.adminToken, body: { id: eve.id, email: 'eve@example.com' } });
});
afterAll(async () => {
  await s?.close();
});

const addTemplate = (body: Record<string, unknown>) => s.call('POST', '/sys/message/sysMessageTemplate/add', { token: s.adminToken, body });
const send = (body: Record<string, unknown>, token = s.adminToken) => s.call('POST', '/sys/message/sysMessageTemplate/sendMsg', { token, body });
const log = async (query: Record<string, string> = {}) =>
  (await s.call('GET', '/sys/message/sysMessage/list', { token: s.adminToken, query: { pageSize: 100, ...query } })).body.result.records;

describe('message templates', () => {
  beforeAll(async () => {
    expect(
      (
        await addTemplate({
          templateCode: 'alarm_text',
          templateName: '告警通知',
          templateType: '1',
          templateContent: '${device} 在 ${time} 发生${event.name}\n请处理',
        })
      ).body.success,
    ).toBe(true);
    expect(
      (
        await addTemplate({
          templateCode: 'alarm_rich',
          templateName: '富文本告警',
          templateType: '2',
          templateContent: '<p onclick="x()">装置 <b>${device}</b></p><script>bad()</script>',
        })
      ).body.success,
    ).toBe(true);
  });

  it('keeps template codes unique and rich templates sanitised', async () => {
    expect((await addTemplate({ templateCode: 'alarm_text', templateName: 'x', templateType: '1', templateContent: 'x' })).status).toBe(400);
    const rich = (await s.call('GET', '/sys/message/sysMessageTemplate/list', { token: s.adminToken, query: { templateCode: 'alarm_rich' } })).body.result
      .records[0];
    expect(rich.templateContent).toBe('<p>装置 <b>${device}</b></p>');
    const broken = await addTemplate({ templateCode: 'broken', templateName: 'x', templateType: '1', templateContent: 'hello ${ bad-name }' });
    expect(broken.body.result.field).toBe('templateContent');
  });

  it('sends as a system message: one USER announcement (category 2) for the receivers, logged', async () => {
    const ws = await mustConnect(s.base, eve.id, eve.token);
    const r = await send({
      templateCode: 'alarm_text',
      msgType: 'system',
      receiver: 'msg_eve, msg_ops',
      testData: JSON.stringify({ device: 'SMD-R-7', time: '10:00', event: { name: '频率越限' } }),
    });
    expect(r.body).toMatchObject({ success: true, message: '消息发送成功！', result: { sent: 1, failed: 0 } });
    const pushed = await ws.next((m) => m.cmd === 'user');
    ws.ws.close();
    const list = (await s.call('GET', '/sys/annountCement/listByUser', { token: eve.token })).body.result;
    const msg = list.sysMsgList.find((m: any) => m.id === pushed.msgId);
    expect(msg).toMatchObject({ titile: '告警通知', msgCategory: '2', msgType: 'USER', sendStatus: '1', sender: 'admin' });
    expect(msg.msgContent).toBe('SMD-R-7 在 10:00 发生频率越限<br />请处理');
    expect((await s.call('GET', '/sys/annountCement/listByUser', { token: ops.token })).body.result.sysMsgList.map((m: any) => m.id)).toContain(msg.id);
    expect((await s.call('GET', '/sys/annountCement/listByUser', { token: s.adminToken })).body.result.sysMsgList.map((m: any) => m.id)).not.toContain(msg.id);
    expect((await log({ esType: 'system' }))[0]).toMatchObject({
      esTitle: '告警通知',
      esReceiver: 'msg_eve,msg_ops',
      esSendStatus: '1',
      esSendNum: 1,
      esSendStatus_dictText: '发送成功',
    });
  });

  it('escapes values in a rich template', async () => {
    const r = await send({ templateCode: 'alarm_rich', msgType: 'system', receiver: 'msg_eve', testData: { device: '<img src=x onerror=alert(1)>' } });
    expect(r.body.success).toBe(true);
    const list = (await s.call('GET', '/sys/annountCement/listByUser', { token: eve.token })).body.result;
    expect(list.sysMsgList.find((m: any) => m.titile === '富文本告警').msgContent).toBe('<p>装置 <b>&lt;img src=x onerror=alert(1)&gt;</b></p>');
  });

  it('refuses bad input with 400 naming the field, sending nothing', async () => {
    const before = (await log()).length;
    expect((await send({ templateCode: 'nope', msgType: 'system', receiver: 'msg_eve' })).status).toBe(404);
    expect((await send({ templateCode: 'alarm_text', msgType: 'sms', receiver: 'msg_eve' })).body.result.errors[0].field).toBe('msgType');
    expect((await send({ templateCode: 'alarm_text', msgType: 'system', receiver: 'msg_eve', testData: '{oops' })).body.result.field).toBe('testData');
    const missing = await send({ templateCode: 'alarm_text', msgType: 'system', receiver: 'msg_eve', testData: { device: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('time');
    expect((await send({ templateCode: 'alarm_rich', msgType: 'system', receiver: 'ghost', testData: { device: 'x' } })).body.result.field).toBe('receiver');
    expect((await send({ templateCode: 'alarm_rich', msgType: 'system', receiver: 'msg_eve', testData: { device: 'x' } }, ops.token)).status).toBe(403);
    expect((await log()).length).toBe(before);
  });

  it('logs an e-mail as failed when no SMTP server is configured, without a 500', async () => {
    const r = await send({ templateCode: 'alarm_rich', msgType: 'email', receiver: 'msg_eve', testData: { device: 'SMD-C-1' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: false, message: '消息发送失败：SMTP 未配置' });
    expect((await log({ esType: 'email' }))[0]).toMatchObject({ esSendStatus: '2', esResult: 'SMTP 未配置', esReceiver: 'msg_eve <eve@example.com>' });
  });

  it('sends e-mail through the configured SMTP server; a user without an address is logged as failed', async () => {
    const smtp = await fakeSmtp();
    s.ctx.config.smtp = { url: smtp.url, from: 'isps@example.com' };
    try {
      const ok = await send({ templateCode: 'alarm_rich', msgType: 'email', receiver: 'msg_eve,ops@example.com', testData: { device: 'SMD-W-2' } });
      expect(ok.body).toMatchObject({ success: true, result: { sent: 2, failed: 0 } });
      expect(smtp.mails).toHaveLength(2);
      expect(smtp.mails[0]).toMatch(/To: eve@example\.com/);
      expect(smtp.mails[0]).toContain('SMD-W-2');
      const noAddress = await send({ templateCode: 'alarm_rich', msgType: 'email', receiver: 'msg_ops', testData: { device: 'x' } });
      expect(noAddress.body).toMatchObject({ success: false, result: { failed: 1 } });
      expect((await log({ esType: 'email', esSendStatus: '1' })).length).toBe(2);
    } finally {
      s.ctx.config.smtp = undefined;
      await smtp.close();
    }
  });

  it('keeps the send log written by the server only', async () => {
    expect((await s.call('POST', '/sys/message/sysMessage/add', { token: s.adminToken, body: { esTitle: 'x' } })).status).toBe(405);
    expect((await s.call('PUT', '/sys/message/sysMessage/edit', { token: s.adminToken, body: { id: 'x', esTitle: 'x' } })).status).toBe(405);
  });
});

describe('device events', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const sysMsgs = async (token: string) => (await s.call('GET', '/sys/annountCement/listByUser', { token, query: { pageSize: 50 } })).body.result;
  const ofDevice = async (token: string, deviceId: string) => (await sysMsgs(token)).sysMsgList.filter((m: any) => m.busId === deviceId);
  const adminId = async () => (await s.call('GET', '/sys/user/list', { token: s.adminToken, query: { username: 'admin' } })).body.result.records[0].id;

  it('group a burst into one open message per device and kind: 50 excursions, one message counting 50, one push', async () => {
    const interval = s.ctx.config.deviceEvents.intervalMs;
    expect(interval).toBe(600_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00'));
    const ws = await mustConnect(s.base, await adminId(), s.adminToken);
    const sag = { deviceId: 'SMD-R-001', kind: 'voltage_sag' as const, text: 'A 相电压暂降至 0.62 p.u.，持续 80 ms' };
    const results = [];
    for (let i = 0; i < 50; i++) {
      results.push(await raiseDeviceEvent(s.ctx, { ...sag, text: `第 ${i + 1} 次暂降` }));
      vi.advanceTimersByTime(5_000); // 50 sags, 5 s apart: 245 s, within one interval
    }
    expect(results[0]).toMatchObject({ raised: true, opened: true, count: 1 });
    expect(results[49]).toMatchObject({ raised: true, opened: false, count: 50, notified: false });
    expect(new Set(results.map((r: any) => r.id)).size).toBe(1);
    await ws.next((m) => m.cmd === 'user');
    await new Promise((r) => setTimeout(r, 200));
    expect(ws.messages.filter((m: any) => m.cmd === 'user')).toHaveLength(1); // not one push per excursion

    const mine = await ofDevice(s.adminToken, 'SMD-R-001');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      titile: '装置 SMD-R-001 电压暂降',
      priority: 'H',
      msgCategory: '2',
      busType: 'device_event',
      eventKind: 'voltage_sag',
      eventCount: 50,
      eventFirstTime: '2026-03-01 10:00:00',
      eventLastTime: '2026-03-01 10:04:05',
      eventClosedTime: null,
      msgContent: '第 50 次暂降',
    });
    // another kind on the device, and the same kind on another device, are their own messages
    expect(await raiseDeviceEvent(s.ctx, { ...sag, kind: 'freq_excursion', text: '频率 50.3 Hz' })).toMatchObject({ opened: true, count: 1 });
    expect(await raiseDeviceEvent(s.ctx, { ...sag, deviceId: 'SMD-R-002' })).toMatchObject({ opened: true, count: 1 });
    expect((await s.call('GET', '/sys/annountCement/listByUser', { token: ops.token })).body.result.sysMsgList.map((m: any) => m.busId)).not.toContain(
      'SMD-R-001',
    );

    // still recurring after an interval: counted, and the recipients are told again, once
    vi.advanceTimersByTime(interval - 250_000);
    expect(await raiseDeviceEvent(s.ctx, sag)).toMatchObject({ opened: false, count: 51, notified: true });
    expect(await raiseDeviceEvent(s.ctx, sag)).toMatchObject({ opened: false, count: 52, notified: false });
    await ws.next((m) => m.cmd === 'user' && ws.messages.filter((x: any) => x.cmd === 'user').length >= 4);
    ws.ws.close();
  });

  it('close a message once its device has been quiet for an interval (已恢复 as of the last event); the next excursion opens a new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T08:00:00'));
    const ev = { deviceId: 'SMD-W-007', kind: 'freq_excursion' as const, text: '频率 49.7 Hz' };
    const first = (await raiseDeviceEvent(s.ctx, ev)) as { id: string };
    vi.advanceTimersByTime(60_000);
    await raiseDeviceEvent(s.ctx, ev);
    vi.advanceTimersByTime(s.ctx.config.deviceEvents.intervalMs - 1_000);
    expect(await closeQuietDeviceEvents(s.ctx)).not.toContain(first.id); // not yet quiet for a whole interval
    vi.advanceTimersByTime(1_000);
    expect(await closeQuietDeviceEvents(s.ctx)).toEqual([first.id]);
    const [closed] = await ofDevice(s.adminToken, 'SMD-W-007');
    expect(closed).toMatchObject({ id: first.id, eventCount: 2, eventLastTime: '2026-03-02 08:01:00', eventClosedTime: '2026-03-02 08:01:00' });

    const next = await raiseDeviceEvent(s.ctx, ev);
    expect(next).toMatchObject({ opened: true, count: 1 });
    expect((next as { id: string }).id).not.toBe(first.id);
    expect((await ofDevice(s.adminToken, 'SMD-W-007')).map((m: any) => m.eventClosedTime === null)).toEqual(expect.arrayContaining([true, false]));

    // a raise after a quiet interval opens a new message even before the sweep has run
    vi.advanceTimersByTime(s.ctx.config.deviceEvents.intervalMs);
    const third = await raiseDeviceEvent(s.ctx, ev);
    expect(third).toMatchObject({ opened: true, count: 1 });
    const rows = await ofDevice(s.adminToken, 'SMD-W-007');
    expect(rows).toHaveLength(3);
    expect(rows.filter((m: any) => m.eventClosedTime === null).map((m: any) => m.id)).toEqual([(third as { id: string }).id]);

    // an open message an administrator deleted counts nothing more: the next excursion opens a visible one
    expect((await s.call('DELETE', '/sys/annountCement/delete', { token: s.adminToken, query: { id: (third as { id: string }).id } })).body.success).toBe(true);
    expect(await raiseDeviceEvent(s.ctx, ev)).toMatchObject({ opened: true, count: 1 });
  });

  it("keep a kind a user muted off their bell and unread count, not off anyone else's", async () => {
    const other = await s.userWithRoles('ev_admin2', ['admin']);
    const mute = (token: string, body: unknown) => s.call('PUT', '/sys/sysAnnouncementSend/deviceEventMutes', { token, body });
    expect((await mute(other.token, { kind: 'voltage_sag', muted: true })).body.result).toEqual([
      { kind: 'freq_excursion', muted: false },
      { kind: 'voltage_sag', muted: true },
      { kind: 'voltage_swell', muted: false },
      { kind: 'voltage_interruption', muted: false },
      { kind: 'rvc', muted: false },
    ]);
    const before = { muted: (await sysMsgs(other.token)).sysMsgTotal, admin: (await sysMsgs(s.adminToken)).sysMsgTotal };
    const ws = await mustConnect(s.base, other.id, other.token);
    const r = (await raiseDeviceEvent(s.ctx, { deviceId: 'SMD-M-001', kind: 'voltage_sag', text: '暂降' })) as { id: string };
    expect((await sysMsgs(s.adminToken)).sysMsgTotal).toBe(before.admin + 1);
    expect((await sysMsgs(other.token)).sysMsgTotal).toBe(before.muted);
    expect(await ofDevice(other.token, 'SMD-M-001')).toEqual([]);
    // my messages still lists it
    const mine = await s.call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', { token: other.token, query: { pageSize: 100 } });
    expect(mine.body.result.records.find((m: any) => m.anntId === r.id)).toMatchObject({ eventKind: 'voltage_sag', eventCount: 1 });
    // an unmuted kind still arrives, pushed
    await raiseDeviceEvent(s.ctx, { deviceId: 'SMD-M-001', kind: 'freq_excursion', text: '频率 50.4 Hz' });
    const pushed = await ws.next((m) => m.cmd === 'user');
    expect(pushed.msgTxt).toBe('装置 SMD-M-001 频率越限');
    expect(ws.messages.filter((m: any) => m.cmd === 'user')).toHaveLength(1);
    expect((await sysMsgs(other.token)).sysMsgTotal).toBe(before.muted + 1);
    ws.ws.close();

    expect((await mute(other.token, { kind: 'voltage_sag', muted: false })).body.success).toBe(true);
    expect((await sysMsgs(other.token)).sysMsgTotal).toBe(before.muted + 2);
    expect((await s.call('GET', '/sys/sysAnnouncementSend/deviceEventMutes', { token: other.token })).body.result.every((k: any) => !k.muted)).toBe(true);
  });

  it('refuse a bad mute with 400 naming the field, and without a token', async () => {
    const mute = (body: unknown, token = ops.token) => s.call('PUT', '/sys/sysAnnouncementSend/deviceEventMutes', { token, body });
    expect((await mute({ kind: 'earthquake', muted: true })).body.result.errors[0].field).toBe('kind');
    expect((await mute({ kind: 'voltage_sag', muted: 'yes' })).body.result.errors[0].field).toBe('muted');
    expect((await s.call('PUT', '/sys/sysAnnouncementSend/deviceEventMutes', { body: { kind: 'voltage_sag', muted: true } })).status).toBe(401);
    expect((await s.call('GET', '/sys/sysAnnouncementSend/deviceEventMutes', { token: ops.token })).body.result.every((k: any) => !k.muted)).toBe(true);
  });

  it('raise nothing when no user holds a subscribed role', async () => {
    const saved = s.ctx.config.deviceEvents;
    s.ctx.config.deviceEvents = { ...saved, roles: ['no_such_role'] };
    try {
      expect(await raiseDeviceEvent(s.ctx, { deviceId: 'SMD-L-9', kind: 'voltage_sag', text: 'x' })).toEqual({ raised: false, reason: 'no_subscribers' });
    } finally {
      s.ctx.config.deviceEvents = saved;
    }
  });
});
