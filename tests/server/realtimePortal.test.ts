import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICES_TOPIC } from '#server/realtime/devices/hooks.js';
import { seed } from '#server/seed/index.js';
import { startServer, type TestServer } from './harness.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const P = '/api/portal';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ simulator: true });
});
afterAll(async () => {
  await s?.close();
});

/** Polls `fn` until it returns something truthy (the simulator and reloads run on timers). */
async function until<T>(fn: () => Promise<T>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v || Date.now() > end) return v;
    await sleep(100);
  }
}

const portal = (path: string, query: Record<string, string | number> = {}) => s.call('GET', `${P}/${path}`, { query });

describe('portal device reads (public)', () => {
  it('lists the seeded devices of all four types over China, each with its frequency point', async () => {
    const r = await portal('queryData_EquipsMeasID', { PointType: 'fq' });
    expect(r.body).toMatchObject({ success: true, code: 200 });
    const list = r.body.result;
    expect(list.length).toBeGreaterThanOrEqual(32);
    expect(new Set(list.map((d: any) => d.equiptype))).toEqual(new Set(['SMD-R', 'SMD-C', 'SMD-L', 'SMD-W']));
    expect(new Set(list.map((d: any) => d.province)).size).toBeGreaterThanOrEqual(20);
    for (const d of list) {
      expect(d.lat).toBeGreaterThan(18);
      expect(d.lat).toBeLessThan(54);
      expect(d.lng).toBeGreaterThan(73);
      expect(d.lng).toBeLessThan(135);
      expect(Object.keys(d.equipMapInfos)).toEqual(['fq']);
      expect(d.equipMapInfos.fq).toMatchObject({ pointId: `${d.equipid}.fq`, recordId: expect.any(Number), unit: 'Hz' });
      expect(d).toMatchObject({ name_zh: expect.any(String), name_en: expect.any(String) });
    }
  });

  it('filters by equipIds in the order asked and by PointType, and names what does not exist', async () => {
    const two = await portal('queryData_EquipsMeasID', { equipIds: 'SMDW-JX01,SMDR-NM01', PointType: 'UAA,fq' });
    expect(two.body.result.map((d: any) => d.equipid)).toEqual(['SMDW-JX01', 'SMDR-NM01']);
    expect(Object.keys(two.body.result[0].equipMapInfos).sort()).toEqual(['UAA', 'fq']);
    const some = await portal('queryData_EquipsMeasID', { equipIds: 'SMDR-NM01,NOPE-1' });
    expect(some.body).toMatchObject({ success: true, message: expect.stringContaining('NOPE-1') });
    expect(some.body.result).toHaveLength(1);
    expect((await portal('queryData_EquipsMeasID', { equipIds: 'NOPE-1' })).body).toMatchObject({
      success: false,
      code: 510,
      message: expect.stringContaining('NOPE-1'),
    });
    expect((await portal('queryData_EquipsMeasID', { PointType: 'volts' })).body).toMatchObject({
      success: false,
      code: 510,
      message: expect.stringContaining('volts'),
    });
    const bad = await portal('queryData_EquipsMeasID', { equipIds: "a'b" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/equipIds/);
    const many = await portal('queryData_EquipsMeasID', { equipIds: Array.from({ length: 201 }, (_, i) => `D${i}`).join(',') });
    expect(many.body).toMatchObject({ success: false, message: expect.stringContaining('最多 200') });
  });

  it('gives every point and record id of a device, and filters by type', async () => {
    const one = await portal('queryData_BaseRecordIDs', { equipIDs: 'SMDL-LN01', equipType: '' });
    expect(Object.keys(one.body.result[0].equipMapInfos).sort()).toEqual(['HG', 'HSG', 'IHG', 'IHSG', 'RF', 'THD', 'UAA', 'fq']);
    const w = await portal('queryData_BaseRecordIDs', { equipType: 'SMD-W' });
    expect(w.body.result.length).toBeGreaterThan(0);
    expect(w.body.result.every((d: any) => d.equiptype === 'SMD-W' && d.equipMapInfos.WAV.interval === 1 / 5120)).toBe(true);
    expect((await portal('queryData_BaseRecordIDs', { equipType: 'SMD-X' })).body.code).toBe(510);
  });

  it('serves the latest value of each point: frequencies in band, voltages near rated, spectra as arrays', async () => {
    const ids = ['SMDR-NM01.fq', 'SMDC-BJ01.fq', 'SMDC-BJ01.UAA', 'SMDL-LN01.THD', 'SMDL-LN01.HG'];
    const r = await until(async () => {
      const x = await portal('queryData_MeasRealValues', { pointIds: ids.join(',') });
      // a new device starts with 10 s of history and catches up 2 s a tick: wait until it has caught up
      const fresh = (v: any) => v.value !== null && Date.now() / 1000 - v.timestamp < 5;
      return x.body.result.every(fresh) ? x : null;
    }, 20_000);
    expect(r).not.toBeNull();
    const v = Object.fromEntries(r!.body.result.map((x: any) => [x.pointid, x]));
    expect(Object.keys(v)).toEqual(ids);
    expect(v['SMDR-NM01.fq'].value).toBeGreaterThan(49);
    expect(v['SMDR-NM01.fq'].value).toBeLessThan(51);
    expect(v['SMDC-BJ01.fq'].value).toBeGreaterThanOrEqual(48);
    expect(v['SMDC-BJ01.fq'].value).toBeLessThanOrEqual(52);
    expect(v['SMDC-BJ01.UAA']).toMatchObject({ unit: 'kV' });
    expect(v['SMDC-BJ01.UAA'].value).toBeGreaterThan(10); // 220 kV line → 127 kV phase, even in a deep sag
    expect(v['SMDC-BJ01.UAA'].value).toBeLessThan(230);
    expect(v['SMDL-LN01.THD'].value).toBeGreaterThan(1);
    expect(v['SMDL-LN01.THD'].value).toBeLessThan(15);
    expect(v['SMDL-LN01.HG'].value).toHaveLength(50);
    expect(v['SMDR-NM01.fq'].timestamp).toBeLessThan(Date.now() / 1000 + 1);
    expect((await portal('queryData_MeasRealValues', { pointIds: 'X.fq' })).body.code).toBe(510);
    expect((await portal('queryData_MeasRealValues', {})).status).toBe(400);
  });
});

describe('ROCOF (RF) points', () => {
  it('every device has an RF point in Hz/s at its report rate, whose window poll returns the simulated ROCOF', async () => {
    const all = (await portal('queryData_EquipsMeasID', { PointType: 'RF,fq' })).body.result;
    expect(all.length).toBeGreaterThanOrEqual(32);
    for (const d of all) {
      expect(d.equipMapInfos.RF).toMatchObject({ pointId: `${d.equipid}.RF`, recordId: expect.any(Number), unit: 'Hz/s' });
      expect(d.equipMapInfos.RF.interval).toBe(d.equipMapInfos.fq.interval);
    }
    const rec = all.find((d: any) => d.equipid === 'SMDC-BJ01').equipMapInfos.RF.recordId;
    const open = (await s.call('GET', '/api/wrdb/queryWrdbLastTimestamp', { query: { type: 1, recordid: rec, wrdbID: 0 } })).body.result;
    expect(open).toMatchObject({ ret: 0, interval: 0.01 });
    const w = await s.call('GET', '/api/wrdb/queryWrdbData', {
      query: { type: 1, wrdbID: open.wrdbid, recordID: rec, timeSoc_Begin: open.timestamp - 2, timeSoc_End: open.timestamp },
    });
    expect(w.body.result).toMatchObject({ unit: 'Hz/s', interval: 0.01 });
    const v = (w.body.result.value as (number | null)[]).filter((x): x is number => x !== null);
    expect(v.length).toBeGreaterThan(50);
    // drift of mHz/s under 5 mHz/s of noise; a frequency step of SMD-C (≤ 0.15 Hz) spikes to 7.5 Hz/s
    for (const x of v) expect(Math.abs(x)).toBeLessThan(10);
    expect(v.some((x) => x !== 0)).toBe(true);
    const dev = (await s.call('GET', '/isps/device/list', { token: s.adminToken, query: { equipId: 'SMDC-BJ01' } })).body.result.records[0];
    const points = (await s.call('GET', '/isps/measPoint/list', { token: s.adminToken, query: { deviceId: dev.id, pageSize: 50 } })).body.result.records;
    expect(points.find((p: any) => p.measType === 'RF')).toMatchObject({ pointId: 'SMDC-BJ01.RF', measType_dictText: '频率变化率' });
  });

  it('a database whose devices predate ROCOF gets their RF points from a seed step at start', async () => {
    const db = s.ctx.db;
    const dev = (await s.call('GET', '/isps/device/list', { token: s.adminToken, query: { equipId: 'SMDR-NM02' } })).body.result.records[0];
    await db.deleteFrom('isps_meas_point').where('device_id', '=', dev.id).where('meas_type', '=', 'RF').execute();
    await db.deleteFrom('sys_seed').where('name', '=', 'realtime-rocof-points-v1').execute();
    await seed(s.ctx);
    const points = (await s.call('GET', '/isps/measPoint/list', { token: s.adminToken, query: { deviceId: dev.id, pageSize: 50 } })).body.result.records;
    expect(points.map((p: any) => p.measType).sort()).toEqual(['RF', 'UAA', 'fq']);
    expect(points.find((p: any) => p.measType === 'RF')).toMatchObject({ pointId: 'SMDR-NM02.RF', createBy: 'system' });
    s.ctx.bus.publish(DEVICES_TOPIC); // as a start would: the directory loads the new point
    const rec = await until(
      async () => (await portal('queryData_EquipsMeasID', { equipIds: 'SMDR-NM02', PointType: 'RF' })).body.result?.[0]?.equipMapInfos.RF,
    );
    expect(rec).toMatchObject({ pointId: 'SMDR-NM02.RF', unit: 'Hz/s' });
  });
});

describe('harmonic and interharmonic spectra (public)', () => {
  it('gives the latest window of groups 2–50 and a short history for a load device', async () => {
    const r = await until(async () => {
      const x = await portal('queryData_HarmonicSpectrum', { equipId: 'SMDL-LN01', seconds: 2 });
      return x.body.success && x.body.result.history.groups.length === 10 && x.body.result.history.thd.every((t: any) => t !== null) ? x : null;
    });
    expect(r).not.toBeNull();
    const h = r!.body.result;
    expect(h).toMatchObject({ equipid: 'SMDL-LN01', interval: 0.2, unit: '%' });
    expect(h.orders).toEqual(Array.from({ length: 49 }, (_, i) => i + 2));
    expect(h.groups).toHaveLength(49);
    expect(h.subgroups).toHaveLength(49);
    expect(h.groups[3]).toBeGreaterThan(1.5); // the 5th: a 6-pulse drive's strongest harmonic
    expect(h.groups[3]).toBeGreaterThan(h.groups[4]); // more 5th than 6th
    expect(h.groups[4]).toBeLessThan(0.1); // even orders stay small
    expect(h.thd).toBeGreaterThan(h.groups[3]);
    expect(h.fundamental).toBeGreaterThan(0.5 * h.udin);
    expect(h.history.basetime).toBeCloseTo(h.timestamp - 1.8, 6);
    expect(h.history.groups[9]).toEqual(h.groups);
  });

  it('gives interharmonic groups 0.5–49.5 for a waveform device', async () => {
    const r = await until(async () => {
      const x = await portal('queryData_InterharmonicSpectrum', { equipId: 'SMDW-JX01' });
      return x.body.success ? x : null;
    });
    const ih = r!.body.result;
    expect(ih.orders[0]).toBe(0.5);
    expect(ih.orders).toHaveLength(50);
    expect(ih.groups).toHaveLength(50);
    expect(ih.tihd).toBeGreaterThan(0);
    expect(Math.max(...ih.groups.filter((g: number | null) => g !== null))).toBeLessThan(2);
  });

  it('warns for devices without harmonics and refuses bad parameters', async () => {
    expect((await portal('queryData_HarmonicSpectrum', { equipId: 'SMDR-NM01' })).body).toMatchObject({
      code: 510,
      message: expect.stringContaining('不测量谐波'),
    });
    expect((await portal('queryData_InterharmonicSpectrum', { equipId: 'NOPE' })).body).toMatchObject({ code: 510, message: expect.stringContaining('NOPE') });
    expect((await portal('queryData_HarmonicSpectrum', { equipId: 'SMDL-LN01', seconds: 600 })).status).toBe(400);
    const latestOnly = await portal('queryData_InterharmonicSpectrum', { equipId: 'SMDL-LN01', seconds: 0 });
    expect(latestOnly.body.result.history.groups).toHaveLength(1);
    expect((await portal('queryData_HarmonicSpectrum', {})).status).toBe(400);
  });
});

describe('devices as a schema entity', () => {
  it('gives a new device its points, feeds it while running, stops when in maintenance, forgets it when deleted', async () => {
    const t = s.adminToken;
    const add = await s.call('POST', '/isps/device/add', {
      token: t,
      body: { equipId: 'SMDL-NEW1', equipType: 'SMD-L', nameZh: '新负荷站', nameEn: 'New load', province: '湖北', lat: 30.6, lng: 114.3 },
    });
    expect(add.body).toMatchObject({ success: true, result: { status: 1, status_dictText: '运行', equipType_dictText: '负荷同步测量装置' } });
    const id = add.body.result.id;
    const points = await s.call('GET', '/isps/measPoint/list', { token: t, query: { deviceId: id, pageSize: 50 } });
    expect(points.body.result.records.map((p: any) => p.measType).sort()).toEqual(['HG', 'HSG', 'IHG', 'IHSG', 'RF', 'THD', 'UAA', 'fq']);
    expect(points.body.result.records.find((p: any) => p.measType === 'fq')).toMatchObject({ pointId: 'SMDL-NEW1.fq', measType_dictText: '频率' });

    const live = await until(async () => (await portal('queryData_MeasRealValues', { pointIds: 'SMDL-NEW1.fq' })).body.result?.[0]?.value ?? null);
    expect(live).toBeGreaterThan(45);

    await s.call('PUT', '/isps/device/edit', { token: t, body: { id, status: 2 } });
    // the simulator (its own thread) stops the device once the change reaches it: then its newest sample stays put
    const newest = async () => (await portal('queryData_MeasRealValues', { pointIds: 'SMDL-NEW1.fq' })).body.result[0].timestamp;
    const stopped = await until(async () => {
      const before = await newest();
      await sleep(400);
      return (await newest()) === before || null;
    });
    expect(stopped).toBe(true);

    await s.call('DELETE', '/isps/device/delete', { token: t, query: { id } });
    const gone = await until(async () => (await portal('queryData_EquipsMeasID', { equipIds: 'SMDL-NEW1' })).body.code === 510);
    expect(gone).toBe(true);
    expect((await s.call('GET', '/isps/measPoint/list', { token: t, query: { deviceId: id } })).body.result.total).toBe(0);
  });

  it('allows one point per measurement, and only the measurements the device type produces', async () => {
    const t = s.adminToken;
    const dev = (await s.call('GET', '/isps/device/list', { token: t, query: { equipId: 'SMDR-NM01' } })).body.result.records[0];
    const hg = await s.call('POST', '/isps/measPoint/add', { token: t, body: { deviceId: dev.id, measType: 'HG', pointId: 'X.HG', recordId: 99001 } });
    expect(hg.status).toBe(400);
    expect(hg.body.message).toMatch(/SMD-R 装置不产生量测类型 HG/);
    const twin = await s.call('POST', '/isps/measPoint/add', { token: t, body: { deviceId: dev.id, measType: 'fq', pointId: 'X.fq', recordId: 99002 } });
    expect(twin.status).toBe(400);
    expect(twin.body.message).toMatch(/已有 fq/);
    const badId = await s.call('POST', '/isps/device/add', { token: t, body: { equipId: 'a,b', equipType: 'SMD-R', nameZh: 'x', lat: 1, lng: 1 } });
    expect(badId.status).toBe(400);
    expect(badId.body.result.errors[0].field).toBe('equipId');
  });
});
