// Both databases: first start and restarts run the migrations.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer, tempDataDir } from './harness.js';

describe('first start and restart', () => {
  it('creates a random admin password once, saves it, and never re-seeds or loses data', async () => {
    const dataDir = tempDataDir('isps-data-');
    const first = await startServer({ dataDir, adminPassword: null });
    const file = path.join(dataDir, 'admin-password.txt');
    const password = fs.readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(12);
    const token = await first.login('admin', password);
    const add = await first.call('POST', '/sys/position/add', { token, body: { code: 'keep', name: '保留' } });
    expect(add.body.success).toBe(true);
    const counts = async (s: typeof first) => ({
      users: (await s.call('GET', '/sys/user/list', { token: await s.login('admin', password) })).body.result.total,
      dicts: Object.keys((await s.call('GET', '/sys/dict/queryAllDictItems', { token: await s.login('admin', password) })).body.result).length,
      menus: (
        await s.ctx.db
          .selectFrom('sys_permission')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    });
    const before = await counts(first);
    await first.close();

    const second = await startServer({ dataDir, databaseUrl: first.databaseUrl, adminPassword: null });
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(password);
    const t2 = await second.login('admin', password);
    const list = await second.call('GET', '/sys/position/list', { token: t2, query: { code: 'keep' } });
    expect(list.body.result.total).toBe(1);
    expect(await counts(second)).toEqual(before);
    // a token from before the restart still works: the signing secret lives in the database
    expect((await second.call('GET', '/sys/user/getCurrentUserDeparts', { token })).status).toBe(200);
    await second.close();
  });

  it('refuses to start on a bad schema file, naming the file and key', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'isps-schemas-'));
    for (const f of fs.readdirSync('schemas')) fs.copyFileSync(path.join('schemas', f), path.join(dir, f));
    fs.writeFileSync(
      path.join(dir, 'zz.json'),
      JSON.stringify({ entity: 'zz', api: '/zz', permission: 'zz', title: { zh: 'z', en: 'z' }, fields: { a: { type: 'blob', title: { zh: 'a', en: 'a' } } } }),
    );
    await expect(startServer({ schemasDir: dir })).rejects.toThrow(/zz\.json: key "fields\.a\.type"/);
  });
});
