import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '#server/realtime/history/partitions.js';
import { writeHistory } from '#server/realtime/history/writer.js';
import { fakeSmtp, mailText } from './fakeSmtp.js';
import { startServer, type TestServer } from './harness.js';
import { FLAGGED, N, UDIN, f32, freq, harm, idx, inter, reference, rowsOf, t0, thd, volt } from './pqComplianceRows.js';
import { download } from './xlsx.js';

let s: TestServer;
const DEVICE = 'SMDL-LN01'; // SMD-L, 10 kV: frequency, UAA, THD, harmonic and interharmonic subgroups
const records: Record<string, number> = {};
const report = (query: Record<string, unknown>, token = s.adminToken) =>
  s.call('GET', '/pq/compliance', { token, query: { equipId: DEVICE, profile: 'gb', from: t0 * 1000, to: (t0 + 7 * DAY) * 1000, ...query } });

beforeAll(async () => {
  s = await startServer();
  const points = await s.ctx.db
    .selectFrom('isps_meas_point as p')
    .innerJoin('isps_device as d', 'd.id', 'p.device_id')
    .select(['p.meas_type', 'p.record_id'])
    .where('d.equip_id', '=', DEVICE)
    .execute();
  for (const p of points) records[String(p.meas_type)] ??= Number(p.record_id);
  await writeHistory(
    s.ctx.db,
    [],
    [
      ...rowsOf(records.fq, 1, (i) => freq(i)),
      ...rowsOf(records.fq, 1, () => 45, t0 - 600, 1), // just before the period: left out, or the max would fail
      ...rowsOf(records.UAA, 1, (i) => volt(i)),
      ...rowsOf(records.THD, 1, (i) => thd(i)),
      ...rowsOf(records.HSG, 50, (i, c) => harm(i, c + 1)),
      ...rowsOf(records.IHSG, 50, (i, c) => inter(i, c + 1)),
    ],
  );
});
afterAll(async () => {
  await s?.close();
});

describe('compliance report (/pq/compliance)', () => {
  it('equals a reference computed from the same 10-minute rows, flagged intervals left out and counted', async () => {
    const r = await report({});
    expect(r.status).toBe(200);
    const rep = r.body.result;
    expect(rep).toMatchObject({ equipId: DEVICE, ratedKv: 10, expected: N, verdict: 'fail' });
    const row = (q: string, order?: number) => rep.rows.find((x: any) => x.quantity === q && (order === undefined || x.order === order));
    const check = (got: any, values: number[], status: string, limit: number | null) => {
      const ref = reference(values);
      expect(got.p95).toBeCloseTo(ref.p95, 9);
      expect(got.max).toBeCloseTo(ref.max, 9);
      expect(got).toMatchObject({ n: ref.n, flagged: FLAGGED, status, limit });
      expect(got.flaggedShare).toBeCloseTo(FLAGGED / N, 12);
    };
    check(
      row('freq_dev'),
      idx.map((i) => Math.abs(f32(freq(i)) - 50)),
      'pass',
      0.2,
    );
    expect(row('freq_dev')).toMatchObject({ standard: 'GB/T 15945-2008', limitMax: 0.2 });
    check(
      row('volt_dev'),
      idx.map((i) => Math.abs(((f32(volt(i)) - UDIN) * 100) / UDIN)),
      'fail',
      7,
    );
    expect(row('volt_dev').p95).toBeGreaterThan(7);
    check(
      row('thd'),
      idx.map((i) => f32(thd(i))),
      'pass',
      4,
    );
    check(
      row('harmonic', 5),
      idx.map((i) => f32(harm(i, 5))),
      'fail',
      3.2,
    );
    check(
      row('harmonic', 2),
      idx.map((i) => f32(harm(i, 2))),
      'pass',
      1.6,
    );
    expect(rep.rows.filter((x: any) => x.quantity === 'harmonic').map((x: any) => x.order)).toEqual(Array.from({ length: 24 }, (_, i) => i + 2));
    // GB/T 24337 above 1 kV: < 100 Hz (groups 0.5, 1.5) at 0.16 %, 100–800 Hz (2.5 … 15.5) at 0.4 %
    const bands = rep.rows.filter((x: any) => x.quantity === 'interharmonic');
    expect(bands.map((b: any) => [b.band, b.limit, b.status])).toEqual([
      [[0, 2], 0.16, 'pass'],
      [[2, 16], 0.4, 'pass'],
    ]);
    const low = Math.max(...[1, 2].map((k) => reference(idx.map((i) => f32(inter(i, k)))).p95));
    expect(bands[0].p95).toBeCloseTo(low, 9);
    // no device reports unbalance or flicker: "not measured" with the limit that would apply, never a pass
    expect(row('unbalance')).toMatchObject({ status: 'not_measured', limit: 2, limitMax: 4, p95: null, n: 0 });
    expect(row('plt')).toMatchObject({ status: 'not_measured', limit: 1, standard: 'GB/T 12326-2008' });
    expect(rep.counts).toMatchObject({ fail: 2, not_measured: 2 }); // the voltage and the 5th harmonic
  });

  it("applies the profile picked and the device's voltage level; what a device lacks is not measured", async () => {
    const ieee = (await report({ profile: 'ieee519' })).body.result;
    const h5 = ieee.rows.find((x: any) => x.order === 5);
    expect(h5).toMatchObject({ limit: 3, status: 'fail', standard: 'IEEE 519-2022', clause: '5.1 Table 1' }); // 1 kV < 10 kV ≤ 69 kV
    expect(ieee.rows.find((x: any) => x.quantity === 'thd')).toMatchObject({ limit: 5, status: 'pass' });
    expect(ieee.rows.find((x: any) => x.quantity === 'freq_dev')).toMatchObject({ status: 'no_limit', limit: null }); // IEEE 519 sets none
    // SMD-C at 220 kV: no harmonic points; GB/T 12325 4.1 checks the deviation span above 35 kV
    const c = (await report({ equipId: 'SMDC-BJ01' })).body.result;
    expect(c.rows.find((x: any) => x.quantity === 'thd')).toMatchObject({ status: 'not_measured', limit: 2 });
    expect(c.rows.find((x: any) => x.quantity === 'volt_dev_span')).toMatchObject({ limit: 10, standard: 'GB/T 12325-2008', clause: '4.1' });
    expect(c.rows.some((x: any) => x.quantity === 'volt_dev')).toBe(false);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ equipId: '' }, /equipId/],
      [{ equipId: 'NO-SUCH-01' }, /equipId/],
      [{ profile: 'nosuch' }, /profile/],
      [{ profile: "gb' or 1=1" }, /profile/],
      [{ from: 'yesterday' }, /from/],
      [{ to: t0 * 1000 }, /to/],
      [{ to: (t0 + 400 * DAY) * 1000 }, /to/],
    ];
    for (const [q, field] of cases) {
      const r = await report(q);
      expect(r.status, JSON.stringify(q)).toBe(400);
      expect(r.body.message).toMatch(field);
    }
  });

  it('needs pq_compliance:list to read and pq_compliance:export to export', async () => {
    const nobody = await s.userWithRoles('pq_nobody', []);
    expect((await report({}, nobody.token)).status).toBe(403);
    expect((await s.call('GET', '/pq/compliance/profiles', { token: nobody.token })).status).toBe(403);
    const op = await s.userWithRoles('pq_operator', ['operator']);
    expect((await report({}, op.token)).status).toBe(200);
    const q = `equipId=${DEVICE}&profile=gb&from=${t0 * 1000}&to=${(t0 + 7 * DAY) * 1000}`;
    expect((await download(s, `/pq/compliance/exportXls?${q}`, op.token)).status).toBe(403);
    const x = await download(s, `/pq/compliance/exportXls?${q}`);
    expect(x.status).toBe(200);
    const h5 = x.rows.find((r) => r[0] === '5 次谐波电压含有率');
    expect(h5?.[6]).toBe('不合格');
    expect(x.rows.find((r) => r[0] === '频率偏差')?.[6]).toBe('合格');
    expect(x.rows.find((r) => r[0] === '长时间闪变 Plt')?.[6]).toBe('未测量');
  });

  it('lists the seeded profiles, every limit citing its standard and clause, editable as a schema page', async () => {
    const p = (await s.call('GET', '/pq/compliance/profiles', { token: s.adminToken, headers: { 'X-Lang': 'en' } })).body.result;
    expect(p.map((x: any) => x.code)).toEqual(['en50160', 'gb', 'ieee519']);
    const list = (await s.call('GET', '/isps/pqLimitProfile/list', { token: s.adminToken, query: { profile: 'gb', pageSize: 100 } })).body.result;
    expect(list.total).toBeGreaterThan(15);
    for (const r of list.records) expect(r.standard && r.clause, JSON.stringify(r)).toBeTruthy();
    const standards = new Set(list.records.map((r: any) => r.standard.split('-')[0]));
    expect([...standards].sort()).toEqual(['GB/T 12325', 'GB/T 12326', 'GB/T 14549', 'GB/T 15543', 'GB/T 15945', 'GB/T 24337']);
  });
});

describe('weekly compliance mail (isps.job.PqComplianceMailJob)', () => {
  it('mails the report with the .xlsx attached; a bad parameter is a 400 naming it', async () => {
    const smtp = await fakeSmtp();
    s.ctx.config.smtp = { url: smtp.url, from: 'isps@example.com' };
    try {
      const add = (parameter: string) =>
        s.call('POST', '/sys/quartzJob/add', {
          token: s.adminToken,
          body: { jobClassName: 'isps.job.PqComplianceMailJob', cronExpression: '0 0 7 ? * MON', parameter, status: -1 },
        });
      const job = (await add(`equipId=${DEVICE}; profile=gb; to=pq@example.com; days=31`)).body.result;
      await s.call('POST', '/sys/quartzJob/execute', { token: s.adminToken, query: { id: job.id } });
      const runs = async () => (await s.call('GET', '/sys/quartzJob/runs', { token: s.adminToken, query: { jobId: job.id } })).body.result.records;
      await expect.poll(async () => (await runs())[0]?.status, { timeout: 10_000, interval: 100 }).toBe('ok');
      expect(smtp.mails).toHaveLength(1);
      const mail = smtp.mails[0];
      expect(mail).toMatch(/To: pq@example\.com/);
      expect(mail).toMatch(/filename=.*compliance-SMDL-LN01-.*\.xlsx/);
      const text = mail
        .split(/\n--/)
        .map((part) => mailText(part.replace(/^[^\n]*\n/, '')))
        .join('\n');
      expect(text).toContain('结论: 不合格');
      expect(text).toContain('5 次谐波电压含有率');
      for (const bad of ['equipId=SMDL-LN01; to=pq@example.com', `equipId=${DEVICE}; profile=gb; to=not-an-address`]) {
        const r = await add(bad);
        expect(r.status).toBe(400);
        expect(r.body.message).toMatch(/parameter/);
      }
    } finally {
      s.ctx.config.smtp = undefined;
      await smtp.close();
    }
  });
});
