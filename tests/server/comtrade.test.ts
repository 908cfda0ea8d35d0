import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { DAY } from '#server/realtime/history/partitions.js';
import type { SecondRow } from '#server/realtime/history/types.js';
import { writeHistory } from '#server/realtime/history/writer.js';
import { readCombined, readRecording } from '../support/comtradeReader.js';
import { startServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ simulator: true });
});
afterAll(async () => {
  await s?.close();
});

/** A download as bytes (status and body). */
async function get(path: string, query: Record<string, string | number>, token = s.adminToken) {
  const q = new URLSearchParams(Object.entries({ ...query, ...(token ? { token } : {}) }).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${s.base}${path}?${q}`);
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    name: res.headers.get('content-disposition') ?? '',
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}
async function upload(files: [Buffer, string][]) {
  const form = new FormData();
  for (const [b, name] of files) form.append('file', new Blob([new Uint8Array(b)]), name);
  const res = await fetch(`${s.base}/isps/dataset/upload`, { method: 'POST', headers: { 'X-Access-Token': s.adminToken }, body: form });
  return { status: res.status, body: await res.json() };
}
async function settled(id: string) {
  let row: any;
  await expect
    .poll(async () => (row = (await s.call('GET', '/isps/dataset/queryById', { token: s.adminToken, query: { id } })).body.result).status, { timeout: 30_000 })
    .toMatch(/done|failed/);
  return row;
}
async function unzip(b: Buffer): Promise<Record<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((ok, fail) => yauzl.fromBuffer(b, { lazyEntries: true }, (e, z) => (e ? fail(e) : ok(z))));
  const out: Record<string, Buffer> = {};
  await new Promise<void>((ok) => {
    zip.on('entry', (e: yauzl.Entry) =>
      zip.openReadStream(e, (_err, st) => {
        const parts: Buffer[] = [];
        st.on('data', (c: Buffer) => parts.push(c));
        st.on('end', () => {
          out[e.fileName.replace(/^.*\./, '')] = Buffer.concat(parts);
          zip.readEntry();
        });
      }),
    );
    zip.on('end', () => ok());
    zip.readEntry();
  });
  return out;
}

// ten minutes of closed-form 1 s history two days ago: frequency and voltage swing slowly
const fqAt = (i: number) => 50 + 0.05 * Math.sin((2 * Math.PI * i) / 120);
const uAt = (i: number) => 220 + 3 * Math.cos((2 * Math.PI * i) / 300);
let t0 = 0;

describe('COMTRADE out and in', () => {
  beforeAll(async () => {
    const info = await s.call('GET', '/api/portal/queryData_BaseRecordIDs', { query: { equipIDs: 'SMDC-BJ01' } });
    const ids = info.body.result[0].equipMapInfos;
    t0 = Math.floor((Date.now() / 1000 - 2 * DAY) / 60) * 60;
    const row = (record_id: number, ts: number, mean: number): SecondRow => ({
      record_id,
      ts,
      vmin: mean,
      vmax: mean,
      vmean: mean,
      vlast: mean,
      quality: 1,
      unsynced: 0,
      invalid: 0,
    });
    const rows = Array.from({ length: 600 }, (_, i) => [row(ids.fq.recordId, t0 + i, fqAt(i)), row(ids.UAA.recordId, t0 + i, uAt(i))]).flat();
    await writeHistory(s.ctx.db, rows, [], undefined, []);
  });

  it("exports a device's window from history: an independent reader finds the channels, factors, rate, times and the closed-form values", async () => {
    for (const format of ['ascii', 'binary', 'binary32', 'float32']) {
      const r = await get('/isps/comtrade/device', { device: 'SMDC-BJ01', points: 'fq,UAA', begin: t0, end: t0 + 599, format, pack: 'cff' });
      expect(r.status).toBe(200);
      expect(r.name).toContain('.cff');
      expect(r.bytes.subarray(0, 22).toString()).toBe('--- file type: CFG ---');
      const rec = readCombined(r.bytes);
      expect(rec).toMatchObject({ device: 'SMDC-BJ01', revision: 2013, fileType: format.toUpperCase(), timeCode: '0', lineFrequency: 50 });
      expect(rec.station).toBe('Beijing West 500 kV Substation');
      expect(rec.rates).toEqual([[1, 600]]);
      expect(rec.startMs).toBe(t0 * 1000);
      expect(rec.stampSeconds[599]).toBe(599);
      // SMD-C: 220 kV rated, so the VT ratio 220 kV : 100 V on the voltage; frequency needs none
      expect(rec.analog.map((c) => [c.name, c.unit, c.primary, c.secondary, c.ps])).toEqual([
        ['fq', 'Hz', 1, 1, 'P'],
        ['UAA', 'kV', 220000, 100, 'P'],
      ]);
      for (let i = 0; i < 600; i += 7) {
        // history keeps float4 means: 1e-5 relative, then the file's own resolution
        expect(Math.abs(rec.analog[0].values[i] - fqAt(i))).toBeLessThan(1e-3 + rec.analog[0].a);
        expect(Math.abs(rec.analog[1].values[i] - uAt(i))).toBeLessThan(5e-3 + rec.analog[1].a);
      }
      expect(rec.header).toContain('1 秒统计表');
    }
  });

  it('round trip: export → import → export is byte-identical, as .cff, as zip, and as a .cfg + .dat pair', async () => {
    const cases: [string, string][] = [
      ['binary32', 'cff'],
      ['ascii', 'zip'],
      ['float32', 'cff'],
      ['binary', 'zip'],
    ];
    for (const [format, pack] of cases) {
      const q = { device: 'SMDC-BJ01', points: 'fq,UAA', begin: t0, end: t0 + 599, format, pack };
      const first = await get('/isps/comtrade/device', q);
      const up = await upload([[first.bytes, `rt-${format}.${pack}`]]);
      expect(up.status, JSON.stringify(up.body)).toBe(200);
      const set = await settled(up.body.result.id);
      expect(set).toMatchObject({ status: 'done', source: 'comtrade', rowCount: 600, device: 'SMDC-BJ01' });
      const again = await get('/isps/dataset/comtrade', { id: set.id, format, pack });
      expect(again.status).toBe(200);
      expect(again.bytes.equals(first.bytes), `${format} ${pack}`).toBe(true);
    }
    // the same recording as two files in one upload
    const zip = await unzip(
      (await get('/isps/comtrade/device', { device: 'SMDC-BJ01', points: 'fq,UAA', begin: t0, end: t0 + 599, format: 'binary32', pack: 'zip' })).bytes,
    );
    const pair = await upload([
      [zip.cfg, 'pair.cfg'],
      [zip.dat, 'pair.dat'],
    ]);
    expect(pair.status).toBe(200);
    const set = await settled(pair.body.result.id);
    const back = await unzip((await get('/isps/dataset/comtrade', { id: set.id, format: 'binary32', pack: 'zip' })).bytes);
    expect(back.cfg.equals(zip.cfg)).toBe(true);
    expect(back.dat.equals(zip.dat)).toBe(true);
    // another type of the same set: read independently, the same values
    const asFloat = readRecording(
      ...(Object.values(await unzip((await get('/isps/dataset/comtrade', { id: set.id, format: 'float32', pack: 'zip' })).bytes)).slice(0, 2) as [
        Buffer,
        Buffer,
      ]),
    );
    expect(asFloat.analog[0].values[30]).toBeCloseTo(fqAt(30), 3);
  });

  it('an imported recording works in the curve, browse, Excel and text checks, channel by channel', async () => {
    const r = await get('/isps/comtrade/device', { device: 'SMDC-BJ01', points: 'fq,UAA', begin: t0, end: t0 + 599, format: 'ascii', pack: 'cff' });
    const up = await upload([[r.bytes, '北京西.cff']]);
    const set = await settled(up.body.result.id);
    expect(set).toMatchObject({ name: '北京西', beginTime: expect.any(String) });
    // the list names the source in words
    const dict = (await s.call('GET', '/sys/dict/getDictItems/dataset_source', { token: s.adminToken })).body.result;
    expect(dict).toContainEqual(expect.objectContaining({ value: 'comtrade', text: 'COMTRADE 录波文件' }));
    const channels = (await s.call('GET', '/isps/dataset/channels', { token: s.adminToken, query: { id: set.id } })).body.result;
    expect(channels.map((c: any) => [c.name, c.unit, c.kind])).toEqual([
      ['fq', 'Hz', 'analog'],
      ['UAA', 'kV', 'analog'],
    ]);
    const curve = (await s.call('GET', '/isps/dataset/curve', { token: s.adminToken, query: { id: set.id, channel: 1, buckets: 100 } })).body.result;
    expect(curve.stats.count).toBe(600);
    expect(curve.stats.max).toBeCloseTo(223, 1);
    expect(curve.stats.min).toBeCloseTo(217, 1);
    const fq = (await s.call('GET', '/isps/dataset/curve', { token: s.adminToken, query: { id: set.id } })).body.result;
    expect(fq.stats.max).toBeCloseTo(50.05, 2);
    const page = (await s.call('GET', '/isps/dataset/page', { token: s.adminToken, query: { id: set.id, channel: 1, pageSize: 2 } })).body.result;
    expect(page.records[0][0]).toBe(t0);
    expect(page.records[0][1]).toBeCloseTo(uAt(0), 2);
    const sheet = (await s.call('GET', '/isps/dataset/sheet', { token: s.adminToken, query: { id: set.id } })).body.result;
    expect(sheet[0].header).toEqual(['time (UTC)', 'fq (Hz)', 'UAA (kV)']);
    expect(sheet[0].rows).toHaveLength(600);
    expect(sheet[0].rows[1].cells[1]).toBeCloseTo(fqAt(1), 3);
    const text = (await s.call('GET', '/isps/dataset/text', { token: s.adminToken, query: { id: set.id } })).body.result;
    expect(text.text).toContain('--- file type: CFG ---');
    expect(text.text).toContain('SMDC-BJ01,2013');
    expect(text.text).toContain('--- file type: DAT ASCII ---');
    const bad = await s.call('GET', '/isps/dataset/curve', { token: s.adminToken, query: { id: set.id, channel: 2 } });
    expect(bad.status).toBe(400);
    expect(bad.body.result).toEqual({ field: 'channel' });
  });

  it("exports the ring's live rows at the device's rate, and any other data set as one channel", async () => {
    const now = Date.now() / 1000;
    const r = await get('/isps/comtrade/device', { device: 'SMDC-BJ01', begin: now - 3, end: now - 1, format: 'binary32', pack: 'cff' });
    expect(r.status).toBe(200);
    const rec = readCombined(r.bytes);
    expect(rec.analog.map((c) => c.name)).toEqual(['fq', 'RF', 'UAA']);
    expect(rec.rates[0][0]).toBe(100); // SMD-C reports 100 times a second
    expect(rec.rates[0][1]).toBeGreaterThan(150);
    for (const v of rec.analog[0].values.filter((x) => !Number.isNaN(x))) expect(Math.abs(v - 50)).toBeLessThan(2);

    const csv = await upload([[Buffer.from('1700000000,1.5\n1700000001,2.5\n1700000002,-1\n1700000010,3\n'), 'points.csv']]);
    const set = await settled(csv.body.result.id);
    const one = readCombined((await get('/isps/dataset/comtrade', { id: set.id, format: 'float32', pack: 'cff' })).bytes);
    // uneven times: no fixed rate, the timestamps carry the time
    expect(one.rates).toEqual([]);
    expect(one.stampSeconds).toEqual([0, 1, 2, 10]);
    expect(one.analog[0].values).toEqual([1.5, 2.5, -1, 3]);
  });

  it('refuses bad requests and files with 400 naming the field, writing nothing', async () => {
    const now = Math.floor(Date.now() / 1000);
    const wav = (await s.call('GET', '/isps/device/list', { token: s.adminToken, query: { equipType: 'SMD-W', pageSize: 1 } })).body.result.records[0].equipId;
    for (const [q, field] of [
      [{ device: 'NOPE', begin: now - 5, end: now }, 'device'],
      [{ device: 'SMDC-BJ01', begin: now - 5, end: now - 10 }, 'end'],
      [{ device: 'SMDC-BJ01', begin: now - 5, end: now, format: 'hex' }, 'format'],
      [{ device: 'SMDC-BJ01', begin: now - 5, end: now, points: 'HG' }, 'points'],
      [{ device: wav, begin: now - 5, end: now, points: 'fq,WAV' }, 'points'],
      [{ device: wav, begin: now - 3000, end: now - 2000, points: 'WAV' }, 'begin'],
      [{ device: 'SMDC-BJ01', begin: 1, end: now }, 'end'],
    ] as const) {
      const r = await get('/isps/comtrade/device', q);
      const body = JSON.parse(r.bytes.toString());
      expect(r.status, JSON.stringify(q)).toBe(400);
      expect(body.result?.field ?? body.message, JSON.stringify(q)).toContain(field);
    }
    expect((await get('/isps/comtrade/device', { device: 'SMDC-BJ01', begin: now - 5, end: now }, '')).status).toBe(401);

    const before = (await s.call('GET', '/isps/dataset/list', { token: s.adminToken })).body.result.total;
    const good = (await get('/isps/comtrade/device', { device: 'SMDC-BJ01', points: 'fq', begin: t0, end: t0 + 9, format: 'binary', pack: 'cff' })).bytes;
    const zip = await unzip(
      (await get('/isps/comtrade/device', { device: 'SMDC-BJ01', points: 'fq', begin: t0, end: t0 + 9, format: 'ascii', pack: 'zip' })).bytes,
    );
    for (const [files, says] of [
      [[[zip.cfg, 'a.cfg']], '.dat'],
      [[[Buffer.from('--- file type: CFG ---\r\nx\r\n'), 'b.cff']], 'DAT'],
      [[[good.subarray(0, good.length - 5), 'c.cff']], '字节'],
      [
        [
          [Buffer.from(zip.cfg.toString().replace('BINARY', 'ASCII').replace('1,1A,0D', '2,1A,0D')), 'd.cfg'],
          [zip.dat, 'd.dat'],
        ],
        'TT',
      ],
      [[[Buffer.from('PK\x03\x04broken'), 'e.zip']], 'zip'],
      [
        [
          [zip.cfg, 'f.cfg'],
          [zip.dat, 'f.dat'],
          [zip.dat, 'g.dat'],
        ],
        '.dat',
      ],
    ] as [[Buffer, string][], string][]) {
      const r = await upload(files);
      expect(r.status, says).toBe(400);
      expect(r.body.message).toContain(says);
      expect(r.body.result).toEqual({ field: 'file' });
    }
    expect((await s.call('GET', '/isps/dataset/list', { token: s.adminToken })).body.result.total).toBe(before);
  });
});
