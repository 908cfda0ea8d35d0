// Both databases: jobs on two servers sharing one database (PostgreSQL only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeSmtp } from './fakeSmtp.js';
import { schedulerOf } from '#server/jobs/scheduler.js';
import { loadConfig } from '#server/config.js';
import { DB_KIND, startServer, type TestServer } from './harness.js';

// What is not about two servers on one database runs once, on PGlite (the scheduler's SQL is the same on both
// engines); PostgreSQL repeats only the two servers sharing its database.
const ONCE = DB_KIND === 'pglite';

let s: TestServer;
let operator: string;
/** these servers fire jobs every second to watch them run; the default floor (60 s) is tested on its own server below */
const EVERY_SECOND_ALLOWED = { ISPS_JOB_MIN_INTERVAL_SECONDS: '1' };
beforeAll(async () => {
  if (!ONCE) return;
  s = await startServer({ env: EVERY_SECOND_ALLOWED });
  operator = (await s.userWithRoles('quartz_op', ['operator'])).token;
});
afterAll(async () => {
  await s?.close();
});

const EVERY_SECOND = '* * * * * ?';
const add = (srv: TestServer, body: Record<string, unknown>) => srv.call('POST', '/sys/quartzJob/add', { token: srv.adminToken, body });
const runs = async (srv: TestServer, jobId: string) =>
  (await srv.call('GET', '/sys/quartzJob/runs', { token: srv.adminToken, query: { jobId, pageSize: 200 } })).body.result;
const poll = { timeout: 6000, interval: 100 };

describe.runIf(ONCE)('scheduled jobs (/sys/quartzJob)', () => {
  it('refuses a bad cron expression, an unknown class and a bad parameter with a 400 naming the field, and saves nothing', async () => {
    const bad = await add(s, { jobClassName: 'isps.job.SampleJob', cronExpression: '0 0 25 * * ?', status: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/cronExpression.*hour/);
    const five = await add(s, { jobClassName: 'isps.job.SampleJob', cronExpression: '0 2 * * *', status: -1 });
    expect(five.status).toBe(400);
    expect(five.body.message).toContain('cronExpression');
    const unknown = await add(s, { jobClassName: 'org.example.NoSuchJob', cronExpression: '0 0 2 * * ?', status: -1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/jobClassName.*NoSuchJob.*isps\.job\.SampleJob/);
    const param = await add(s, { jobClassName: 'isps.job.LogPurgeJob', cronExpression: '0 0 2 * * ?', parameter: 'thirty', status: -1 });
    expect(param.status).toBe(400);
    expect(param.body.message).toContain('parameter');
    // only the seeded housekeeping jobs (log purge, history retention, device health, daily mail)
    const seeded = (await s.call('GET', '/sys/quartzJob/list', { token: s.adminToken })).body.result.records.map((r: any) => r.jobClassName).sort();
    expect(seeded).toEqual(['isps.job.DailyReportMailJob', 'isps.job.DeviceHealthJob', 'isps.job.HistoryRetentionJob', 'isps.job.LogPurgeJob']);
  });

  it("answers JeecgBoot's console: GET pause/resume by jobClassName, logged as operations", async () => {
    const cls = 'isps.job.DailyReportMailJob';
    const status = async () =>
      Number((await s.ctx.db.selectFrom('sys_quartz_job').select('status').where('job_class_name', '=', cls).executeTakeFirstOrThrow()).status);
    const r = await s.call('GET', '/sys/quartzJob/resume', { token: s.adminToken, query: { jobClassName: cls } });
    expect(r.body).toMatchObject({ success: true, message: '启动成功' });
    expect(await status()).toBe(0);
    expect((await s.call('GET', '/sys/quartzJob/pause', { token: s.adminToken, query: { jobClassName: cls } })).body.message).toBe('停止成功');
    expect(await status()).toBe(-1);
    expect((await s.call('GET', '/sys/quartzJob/pause', { token: s.adminToken, query: {} })).status).toBe(400);
    expect((await s.call('GET', '/sys/quartzJob/pause', { token: s.adminToken, query: { jobClassName: 'no.such.Job' } })).status).toBe(404);
    await s.ctx.logs.flush();
    const logged = await s.ctx.db
      .selectFrom('sys_log')
      .select('request_url')
      .where('log_type', '=', 2)
      .where('request_url', 'like', '%/sys/quartzJob/pause%')
      .execute();
    expect(logged.length).toBeGreaterThanOrEqual(1);
  });

  it('seeds the housekeeping jobs, and the history retention job drops expired partitions', async () => {
    const list = (await s.call('GET', '/sys/quartzJob/list', { token: s.adminToken, query: { jobClassName: 'isps.job.HistoryRetentionJob' } })).body.result
      .records;
    expect(list).toHaveLength(1);
    expect(Number(list[0].status)).toBe(0); // running
    const run = await s.call('POST', '/sys/quartzJob/execute', { token: s.adminToken, query: { id: list[0].id } });
    expect(run.body.success, JSON.stringify(run.body)).toBe(true);
    await expect.poll(async () => (await runs(s, list[0].id)).records?.[0]?.status, { timeout: 10_000, interval: 200 }).toBe('ok');
    expect((await runs(s, list[0].id)).records[0].result).toMatch(/删除 1 秒历史分区 \d+ 个/);
  });

  it('accepts 6- and 7-field Quartz expressions and shows the next five fire times', async () => {
    const next = await s.call('GET', '/sys/quartzJob/nextFireTimes', { token: s.adminToken, query: { cronExpression: '0 30 2 * * ? 2099' } });
    expect(next.body.result).toHaveLength(5);
    const dates = next.body.result.map((d: string) => new Date(d));
    expect(dates.every((d: Date) => d.getFullYear() === 2099 && d.getHours() === 2 && d.getMinutes() === 30)).toBe(true);
    expect(dates[1].getTime() - dates[0].getTime()).toBe(86_400_000);
    const steps = await s.call('GET', '/sys/quartzJob/nextFireTimes', { token: s.adminToken, query: { cronExpression: '0/15 * * * * ?' } });
    expect(steps.body.result.map((d: string) => new Date(d).getSeconds() % 15)).toEqual([0, 0, 0, 0, 0]);
    const bad = await s.call('GET', '/sys/quartzJob/nextFireTimes', { token: s.adminToken, query: { cronExpression: 'every day' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('cronExpression');
  });

  // the next three wait on the clock (fires each second, a device's data to age): they wait side by side,
  // each with its own expect (expect.poll in a concurrent test must be the test's)
  it.concurrent('runs a running job on its schedule, stops on pause, starts on resume, and logs each run', async ({ expect }) => {
    const job = (await add(s, { jobClassName: 'isps.job.SampleJob', cronExpression: EVERY_SECOND, parameter: 'hello', status: 0 })).body.result;
    await expect.poll(async () => (await runs(s, job.id)).total, poll).toBeGreaterThanOrEqual(2);
    const first = (await runs(s, job.id)).records.at(-1);
    expect(first).toMatchObject({ status: 'ok', result: '参数：hello', manual: false });
    expect(first.durationMs).toBeGreaterThanOrEqual(0);

    expect((await s.call('POST', '/sys/quartzJob/pause', { token: s.adminToken, query: { id: job.id } })).body.success).toBe(true);
    expect((await s.call('GET', '/sys/quartzJob/queryById', { token: s.adminToken, query: { id: job.id } })).body.result.status).toBe(-1);
    await new Promise((r) => setTimeout(r, 1200)); // a fire under way when paused may still finish
    const paused = (await runs(s, job.id)).total;
    await new Promise((r) => setTimeout(r, 2200));
    expect((await runs(s, job.id)).total).toBe(paused);

    await s.call('POST', '/sys/quartzJob/resume', { token: s.adminToken, query: { id: job.id } });
    await expect.poll(async () => (await runs(s, job.id)).total, poll).toBeGreaterThan(paused);
    await s.call('POST', '/sys/quartzJob/pause', { token: s.adminToken, query: { id: job.id } });
  });

  it.concurrent('runs a stopped job once on demand, and records a failing run with its error while the schedule goes on', async ({ expect }) => {
    const once = (await add(s, { jobClassName: 'isps.job.SampleJob', cronExpression: '0 0 2 1 1 ? 2099', parameter: 'now', status: -1 })).body.result;
    const exec = await s.call('POST', '/sys/quartzJob/execute', { token: s.adminToken, query: { id: once.id } });
    expect(exec.body.success).toBe(true);
    await expect.poll(async () => (await runs(s, once.id)).records[0]?.status, poll).toBe('ok');
    expect((await runs(s, once.id)).records).toEqual([expect.objectContaining({ manual: true, result: '参数：now' })]);

    // no SMTP server configured: every run of the mail job fails, and the timer keeps firing
    const failing = (await add(s, { jobClassName: 'isps.job.DailyReportMailJob', cronExpression: EVERY_SECOND, parameter: 'ops@example.com', status: 0 })).body
      .result;
    await expect.poll(async () => (await runs(s, failing.id)).records.filter((r: any) => r.status === 'error').length, poll).toBeGreaterThanOrEqual(2);
    expect((await runs(s, failing.id)).records[0].errorText).toContain('SMTP 未配置');
    await s.call('POST', '/sys/quartzJob/pause', { token: s.adminToken, query: { id: failing.id } });
    // the task dashboard lists it for those who may edit jobs (once a run under way when paused has failed too)
    const failed = async () => (await s.call('GET', '/isps/dashboard/tasks', { token: s.adminToken })).body.result.find((t: any) => t.key === 'failedJobs');
    await expect.poll(failed, poll).toMatchObject({ count: 1, path: '/monitor/quartz' });
  });

  it.concurrent('sets running devices without data out of service and tells the admins in one message', async ({ expect }) => {
    const equipId = 'HEALTH-1';
    const dev = await s.call('POST', '/isps/device/add', {
      token: s.adminToken,
      body: { equipId, equipType: 'SMD-C', nameZh: '无数据装置', lat: 30, lng: 114, transport: 'tcp', host: '127.0.0.1', port: 9, idcode: 77, status: 1 },
    });
    expect(dev.body.success).toBe(true);
    await expect
      .poll(async () => (await s.call('GET', '/api/portal/queryData_BaseRecordIDs', { query: { equipIDs: equipId } })).body.result?.[0]?.equipMapInfos, poll)
      .toBeTruthy();
    await new Promise((r) => setTimeout(r, 1000));
    const job = (await add(s, { jobClassName: 'isps.job.DeviceHealthJob', cronExpression: '0 */5 * * * ?', parameter: '0.01', status: -1 })).body.result;
    await s.call('POST', '/sys/quartzJob/execute', { token: s.adminToken, query: { id: job.id } });
    await expect.poll(async () => (await runs(s, job.id)).records[0]?.status, poll).toBe('ok');
    expect((await runs(s, job.id)).records[0].result).toContain(equipId);
    const row = await s.ctx.db.selectFrom('isps_device').select('status').where('id', '=', dev.body.result.id).executeTakeFirstOrThrow();
    expect(Number(row.status)).toBe(0);
    const messages = await s.ctx.db.selectFrom('sys_announcement').select(['titile', 'msg_content']).where('bus_type', '=', 'device_health').execute();
    expect(messages).toHaveLength(1);
    expect(messages[0].msg_content).toContain(equipId);
  });

  it('purges logs older than the retention days given as its parameter', async () => {
    await s.ctx.db
      .insertInto('sys_log')
      .values([
        { id: 'oldlog1', log_type: 1, log_content: '旧登录', create_time: '2020-01-01 00:00:00' },
        { id: 'newlog1', log_type: 2, log_content: '新操作', create_time: new Date().toISOString().slice(0, 19).replace('T', ' ') },
      ])
      .execute();
    // two old system messages to the admin: one read, one not
    const adminId = (await s.ctx.db.selectFrom('sys_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    const msg = (id: string) => ({
      id,
      titile: id,
      msg_category: '2',
      msg_type: 'USER',
      user_ids: `${adminId},`,
      send_status: '1',
      send_time: '2020-01-01 00:00:00',
      del_flag: 0,
      priority: 'L',
    });
    await s.ctx.db
      .insertInto('sys_announcement')
      .values([msg('oldread1'), msg('oldunread1')])
      .execute();
    await s.ctx.db
      .insertInto('sys_announcement_send')
      .values({ id: 'readmark1', annt_id: 'oldread1', user_id: adminId, read_flag: '1', read_time: '2020-01-02 00:00:00' })
      .execute();
    const job = (await add(s, { jobClassName: 'isps.job.LogPurgeJob', cronExpression: '0 0 3 * * ?', parameter: '30', status: -1 })).body.result;
    await s.call('POST', '/sys/quartzJob/execute', { token: s.adminToken, query: { id: job.id } });
    await expect.poll(async () => (await runs(s, job.id)).records[0]?.status, poll).toBe('ok');
    const left = await s.ctx.db.selectFrom('sys_log').select('id').where('id', 'in', ['oldlog1', 'newlog1']).execute();
    expect(left.map((r) => r.id)).toEqual(['newlog1']);
    const messages = await s.ctx.db.selectFrom('sys_announcement').select('id').where('id', 'in', ['oldread1', 'oldunread1']).execute();
    expect(messages.map((r) => r.id)).toEqual(['oldunread1']); // an unread one stays, however old
    expect((await runs(s, job.id)).records[0].result).toMatch(/保留 30 天：删除日志 [1-9]/);
    // the same run read in English: what the server wrote, in the reader's language
    const en = await s.call('GET', '/sys/quartzJob/runs', { token: s.adminToken, headers: { 'X-Lang': 'en' }, query: { jobId: job.id } });
    expect(en.body.result.records[0].result).toMatch(/^Kept 30 days; deleted log entries: [1-9]\d*, read messages: 1, run records: \d+$/);
  });

  it('mails the daily report through the configured SMTP server', async () => {
    const smtp = await fakeSmtp();
    s.ctx.config.smtp = { url: smtp.url, from: 'isps@example.com' };
    try {
      const job = (await add(s, { jobClassName: 'isps.job.DailyReportMailJob', cronExpression: '0 0 7 * * ?', parameter: 'ops@example.com', status: -1 })).body
        .result;
      await s.call('POST', '/sys/quartzJob/execute', { token: s.adminToken, query: { id: job.id } });
      await expect.poll(async () => (await runs(s, job.id)).records[0]?.status, poll).toBe('ok');
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]).toMatch(/To: ops@example\.com/);
    } finally {
      s.ctx.config.smtp = undefined;
      await smtp.close();
    }
    const bad = await add(s, { jobClassName: 'isps.job.DailyReportMailJob', cronExpression: '0 0 7 * * ?', parameter: 'not-an-address', status: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/parameter.*not-an-address/);
  });

  it('is for admins only: an operator gets 403 on every job route and the job menu is not theirs', async () => {
    for (const [method, url] of [
      ['GET', '/sys/quartzJob/list'],
      ['POST', '/sys/quartzJob/add'],
      ['POST', '/sys/quartzJob/execute'],
      ['GET', '/sys/quartzJob/runs'],
    ]) {
      const r = await s.call(method, url, { token: operator, query: { id: 'x', jobId: 'x' }, body: method === 'POST' ? {} : undefined });
      expect([url, r.status]).toEqual([url, 403]);
    }
  });
});

describe.runIf(ONCE)('scheduled jobs: limits that keep the audit trail and the server safe (default ISPS_JOB_MIN_INTERVAL_SECONDS)', () => {
  let d: TestServer;
  let jobsAll: string;
  // the server above with the default floor (read at each check, as on a server started without the variable): a
  // server start of its own costs seconds; the jobs the tests above left are paused or seeded
  beforeAll(async () => {
    d = s;
    d.ctx.config.jobMinIntervalSeconds = loadConfig({}).jobMinIntervalSeconds;
    // a role holding every scheduled-job permission and the page, but not admin
    const role = await d.call('POST', '/sys/role/add', { token: d.adminToken, body: { roleCode: 'jobs_all', roleName: '定时任务维护' } });
    const perms = await d.ctx.db
      .selectFrom('sys_permission')
      .select('id')
      .where((eb) => eb.or([eb('perms', 'like', 'quartzJob:%'), eb('url', '=', '/monitor/quartz'), eb('url', '=', '/monitor')]))
      .execute();
    expect(perms.length).toBeGreaterThanOrEqual(6);
    await d.ctx.db
      .insertInto('sys_role_permission')
      .values(perms.map((p) => ({ id: `ja_${p.id}`.slice(0, 32), role_id: role.body.result.id, permission_id: p.id })))
      .execute();
    jobsAll = (await d.userWithRoles('jobs_all_u', ['jobs_all'])).token;
  });
  afterAll(() => {
    d.ctx.config.jobMinIntervalSeconds = Number(EVERY_SECOND_ALLOWED.ISPS_JOB_MIN_INTERVAL_SECONDS);
  });
  const jobCount = async () =>
    Number(
      (
        await d.ctx.db
          .selectFrom('sys_quartz_job')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const purgeJob = () =>
    d.ctx.db.selectFrom('sys_quartz_job').selectAll().where('job_class_name', '=', 'isps.job.LogPurgeJob').orderBy('create_time').executeTakeFirstOrThrow();
  const refused = (r: { status: number; body: any }, field: string) =>
    expect({ status: r.status, field: r.body.result?.field, named: r.body.message.includes(field) }).toEqual({ status: 400, field, named: true });

  it('refuses a cron firing more often than once a minute, naming cronExpression, and saves nothing', async () => {
    const before = await jobCount();
    // every second, twice a minute, two fires a second apart once a day, every second of a far year
    for (const cron of [EVERY_SECOND, '0/30 * * * * ?', '0,1 0 0 * * ?', '* * * * * ? 2099']) {
      const r = await add(d, { jobClassName: 'isps.job.SampleJob', cronExpression: cron, status: -1 });
      refused(r, 'cronExpression');
      expect(r.body.message).toMatch(/至少间隔 60 秒/);
    }
    expect(await jobCount()).toBe(before);
    const preview = await d.call('GET', '/sys/quartzJob/nextFireTimes', { token: d.adminToken, query: { cronExpression: EVERY_SECOND } });
    refused(preview, 'cronExpression');
    // once a minute and slower are fine
    for (const cron of ['0 * * * * ?', '30 0/1 * * * ?', '0 0,0/1 * * * ?', '0 0/5 * * * ?', '0 0 2 * * ?']) {
      const r = await add(d, { jobClassName: 'isps.job.SampleJob', cronExpression: cron, status: -1 });
      expect([cron, r.status]).toEqual([cron, 200]);
    }
  });

  it('the seeded jobs pass the frequency rule, and the seeded log purge the retention floor', async () => {
    const seeded = await d.ctx.db.selectFrom('sys_quartz_job').selectAll().where('create_by', '=', 'system').execute();
    expect(seeded).toHaveLength(4);
    for (const j of seeded) {
      const r = await d.call('GET', '/sys/quartzJob/nextFireTimes', { token: d.adminToken, query: { cronExpression: j.cron_expression } });
      expect([j.job_class_name, r.status]).toEqual([j.job_class_name, 200]);
    }
    const purge = await purgeJob();
    const same = { id: purge.id, jobClassName: purge.job_class_name, cronExpression: purge.cron_expression, parameter: purge.parameter };
    expect((await d.call('PUT', '/sys/quartzJob/edit', { token: d.adminToken, body: same })).status).toBe(200);
  });

  it('keeps logs at least 30 days: a shorter retention is a 400 naming parameter, and a row saved around the API is clamped when it runs', async () => {
    const before = await jobCount();
    for (const parameter of ['0', '29', '29.9']) {
      refused(await add(d, { jobClassName: 'isps.job.LogPurgeJob', cronExpression: '0 0 3 * * ?', parameter, status: -1 }), 'parameter');
    }
    expect(await jobCount()).toBe(before);
    const seeded = await purgeJob();
    refused(await d.call('PUT', '/sys/quartzJob/edit', { token: d.adminToken, body: { id: seeded.id, parameter: '0' } }), 'parameter');
    expect((await purgeJob()).parameter).toBe(seeded.parameter);

    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
    await d.ctx.db
      .insertInto('sys_log')
      .values([
        { id: 'log10days', log_type: 2, log_content: '十天前的操作', create_time: daysAgo(10) },
        { id: 'log40days', log_type: 2, log_content: '四十天前的操作', create_time: daysAgo(40) },
      ])
      .execute();
    await d.ctx.db
      .insertInto('sys_quartz_job')
      .values({ id: 'wipejob1', job_class_name: 'isps.job.LogPurgeJob', cron_expression: '0 0 3 * * ?', parameter: '0', status: -1 })
      .execute();
    expect((await d.call('POST', '/sys/quartzJob/execute', { token: d.adminToken, query: { id: 'wipejob1' } })).status).toBe(200);
    await expect.poll(async () => (await runs(d, 'wipejob1')).records[0]?.status, poll).toBe('ok');
    expect((await runs(d, 'wipejob1')).records[0].result).toMatch(/^保留 30 天（参数 0 低于下限）/);
    const left = await d.ctx.db.selectFrom('sys_log').select('id').where('id', 'in', ['log10days', 'log40days']).execute();
    expect(left.map((r) => r.id)).toEqual(['log10days']);
  });

  it('log purges are for admins: a role with every job permission gets 403 creating, editing, running or resuming one', async () => {
    const before = await jobCount();
    const purge = await purgeJob();
    const asJobsAll = (method: string, url: string, o: { query?: Record<string, string>; body?: unknown }) => d.call(method, url, { token: jobsAll, ...o });
    const attempts: [string, string, { query?: Record<string, string>; body?: unknown }][] = [
      ['POST', '/sys/quartzJob/add', { body: { jobClassName: 'isps.job.LogPurgeJob', cronExpression: '0 0 3 * * ?', parameter: '90', status: -1 } }],
      ['PUT', '/sys/quartzJob/edit', { body: { id: purge.id, parameter: '365' } }],
      ['POST', '/sys/quartzJob/execute', { query: { id: purge.id } }],
      ['GET', '/sys/quartzJob/execute', { query: { id: purge.id } }],
      ['POST', '/sys/quartzJob/resume', { query: { id: purge.id } }],
      ['GET', '/sys/quartzJob/resume', { query: { jobClassName: 'isps.job.LogPurgeJob' } }],
    ];
    for (const [method, url, o] of attempts) {
      const r = await asJobsAll(method, url, o);
      expect([method, url, r.status, r.body.message]).toEqual([method, url, 403, '只有系统管理员可以新增、修改、执行或启动清理日志的定时任务']);
    }
    // nor may an ordinary job be turned into one
    const sample = await asJobsAll('POST', '/sys/quartzJob/add', { body: { jobClassName: 'isps.job.SampleJob', cronExpression: '0 0 4 * * ?', status: -1 } });
    expect(sample.status).toBe(200); // the role's permissions are real: only the purge is refused
    const turned = await asJobsAll('PUT', '/sys/quartzJob/edit', {
      body: { id: sample.body.result.id, jobClassName: 'isps.job.LogPurgeJob', parameter: '90' },
    });
    expect(turned.status).toBe(403);
    expect(await jobCount()).toBe(before + 1);
    expect(await purgeJob()).toEqual(purge);
    expect((await runs(d, purge.id)).total).toBe(0);
    // an administrator may
    expect((await d.call('PUT', '/sys/quartzJob/edit', { token: d.adminToken, body: { id: purge.id, parameter: '120' } })).status).toBe(200);
  });

  it('a too-frequent job saved before the rule is neither resumed nor scheduled', async () => {
    await d.ctx.db
      .insertInto('sys_quartz_job')
      .values([
        { id: 'runaway1', job_class_name: 'isps.job.SampleJob', cron_expression: EVERY_SECOND, parameter: 'old', status: -1 },
        { id: 'runaway2', job_class_name: 'isps.job.SampleJob', cron_expression: EVERY_SECOND, parameter: 'old', status: 0 },
      ])
      .execute();
    refused(await d.call('POST', '/sys/quartzJob/resume', { token: d.adminToken, query: { id: 'runaway1' } }), 'cronExpression');
    await schedulerOf(d.ctx)!.reload();
    await new Promise((r) => setTimeout(r, 2200));
    expect((await runs(d, 'runaway2')).total).toBe(0);
  });
});

// the scheduler's reload at start is the subject, not the database (startup.test.ts covers PGlite's own restarts on disk)
describe.runIf(ONCE)('scheduled jobs across restarts', () => {
  // the file's server restarted (a start of its own would cost seconds more); the afterAll above closes the new one
  it('keeps running a job after the server restarts on the same database', async () => {
    const job = (await add(s, { jobClassName: 'isps.job.SampleJob', cronExpression: EVERY_SECOND, parameter: 'survives', status: 0 })).body.result;
    await expect.poll(async () => (await runs(s, job.id)).total, poll).toBeGreaterThanOrEqual(1);
    s = await s.restart();
    const before = (await runs(s, job.id)).total;
    await expect.poll(async () => (await runs(s, job.id)).total, poll).toBeGreaterThanOrEqual(before + 2);
  });
});

// Two server processes on one PostgreSQL database (PGlite is one process by nature).
describe.runIf(DB_KIND === 'pg')('scheduled jobs on two servers sharing one database', () => {
  it('runs each fire exactly once, whichever server claims it', async () => {
    const a = await startServer({ env: EVERY_SECOND_ALLOWED });
    const b = await startServer({ databaseUrl: a.databaseUrl, env: EVERY_SECOND_ALLOWED });
    try {
      const job = (await add(a, { jobClassName: 'isps.job.SampleJob', cronExpression: EVERY_SECOND, parameter: 'once', status: 0 })).body.result;
      await expect.poll(async () => (await runs(a, job.id)).total, { timeout: 10_000, interval: 200 }).toBeGreaterThanOrEqual(6);
      await a.call('POST', '/sys/quartzJob/pause', { token: a.adminToken, query: { id: job.id } });
      await new Promise((r) => setTimeout(r, 1200));
      const rows = await a.ctx.db.selectFrom('sys_quartz_job_run').select(['fire_at', 'runner']).where('job_id', '=', job.id).execute();
      const fires = rows.map((r) => Number(r.fire_at));
      expect(new Set(fires).size).toBe(fires.length); // no fire time ran twice
      const span = (Math.max(...fires) - Math.min(...fires)) / 1000 + 1;
      expect(fires.length).toBe(span); // …and none was skipped: one run per second
      expect(new Set(rows.map((r) => r.runner)).size).toBeGreaterThanOrEqual(1);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
