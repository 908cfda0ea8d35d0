import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

const list = (lang: 'zh' | 'en', query: Record<string, string> = {}) =>
  s.call('GET', '/isps/device/list', { token: s.adminToken, headers: lang === 'en' ? { 'X-Lang': 'en' } : {}, query: { pageSize: 100, ...query } });

describe('device provinces', () => {
  it("are shown in the reader's language, the stored value unchanged", async () => {
    const zh = (await list('zh', { equipId: 'SMDR-NM01' })).body.result.records[0];
    const en = (await list('en', { equipId: 'SMDR-NM01' })).body.result.records[0];
    expect([zh.province, zh.province_dictText]).toEqual(['内蒙古', '内蒙古']);
    expect([en.province, en.province_dictText]).toEqual(['内蒙古', 'Inner Mongolia']);
    // every demo device's province is one the dictionary knows
    const all = (await list('en')).body.result.records as { province: string; province_dictText: string }[];
    expect(all.length).toBeGreaterThan(10);
    for (const d of all) expect(d.province_dictText).toMatch(/^[A-Z][A-Za-z ]+$/);
  });

  it('filter by the stored value', async () => {
    const r = (await list('en', { province: '新疆' })).body.result.records as { province: string }[];
    expect(r.length).toBeGreaterThan(0);
    expect(r.every((d) => d.province === '新疆')).toBe(true);
  });

  it('refuse a province the dictionary does not know, naming the field, and write nothing', async () => {
    const before = (await list('zh')).body.result.total;
    const r = await s.call('POST', '/isps/device/add', {
      token: s.adminToken,
      body: { equipId: 'SMDC-XX01', equipType: 'SMD-C', nameZh: '测试', province: '火星', lat: 30, lng: 110 },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('省份');
    expect(r.body.message).toContain('火星');
    expect((await list('zh')).body.result.total).toBe(before);
  });
});
