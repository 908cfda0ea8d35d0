// Both databases: a crashed process's tasks are failed at the next start, from the database.
import { describe, expect, it } from 'vitest';
import { nowText } from '#server/crud/records.js';
import { INTERRUPTED } from '#server/jobs/tasks/runner.js';
import { startServer } from './harness.js';

describe('background tasks across a restart', () => {
  it('a task left running by a stopped process is marked failed at the next start, never silently lost', async () => {
    // the live task below never ends: its server stops waiting for it at once instead of after 5 s
    const a = await startServer({ config: { taskShutdownWaitMs: 100 } });
    // what a process killed mid-task leaves behind: a running task whose heartbeat stopped a minute ago
    const minuteAgo = nowText(new Date(Date.now() - 60_000));
    await a.ctx.db
      .insertInto('sys_task')
      .values({
        id: 'a'.repeat(32),
        task_name: '导出 crashed',
        kind: 'dataset-export',
        status: 'running',
        progress: 40,
        owner: 'admin',
        start_time: minuteAgo,
        heartbeat: minuteAgo,
        create_by: 'admin',
        create_time: minuteAgo,
      })
      .execute();
    // and one this process is running when it is stopped
    const live = await a.ctx.tasks.start({ kind: 'dataset-export', name: '导出 live', owner: 'admin' }, () => new Promise(() => {}));
    const before = await a.call('GET', '/sys/task/list', { token: a.adminToken });
    expect(before.body.result.records.find((r: any) => r.id === live)).toMatchObject({ status: 'running' });
    const b = await a.restart();
    try {
      const list = await b.call('GET', '/sys/task/list', { token: b.adminToken });
      const rows = list.body.result.records;
      for (const name of ['导出 crashed', '导出 live']) {
        expect(rows.find((r: any) => r.taskName === name)).toMatchObject({ status: 'failed', status_dictText: '失败', result: INTERRUPTED });
      }
    } finally {
      await b.close();
    }
  }, 120_000);

  it('tasks are written by the system only, and each user sees their own', async () => {
    const s = await startServer();
    try {
      const add = await s.call('POST', '/sys/task/add', { token: s.adminToken, body: { taskName: 'x' } });
      expect(add.status).toBe(405);
      const id = await s.ctx.tasks.start({ kind: 'dataset-export', name: 'admin 的任务', owner: 'admin' }, async (t) => {
        await t.progress(50);
        return '完成';
      });
      await expect
        .poll(async () => (await s.call('GET', '/sys/task/queryById', { token: s.adminToken, query: { id } })).body.result)
        .toMatchObject({ status: 'done', progress: 100, result: '完成' });
      const op = await s.userWithRoles('task_op', ['operator']);
      const theirs = await s.call('GET', '/sys/task/list', { token: op.token });
      expect(theirs.status).toBe(200);
      expect(theirs.body.result.records).toEqual([]);
    } finally {
      await s.close();
    }
  }, 60_000);
});
