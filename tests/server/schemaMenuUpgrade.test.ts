import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

/** A fictional entity whose schema file arrives after the database was first seeded. */
const LATE = {
  entity: 'pq_late_meter',
  api: '/pq/lateMeter',
  permission: 'lateMeter',
  title: { zh: '后加电表', en: 'Late meters' },
  menu: { parent: '/isystem', path: '/isystem/lateMeter', icon: 'dashboard', order: 30 },
  fields: { serialNo: { type: 'string', title: { zh: '表号', en: 'Serial no.' }, required: true, list: true } },
};

describe('a schema file added to an existing database', () => {
  it('gets its menu entry and buttons at the next start, once', async () => {
    const schemasDir = fs.mkdtempSync(path.join(os.tmpdir(), 'isps-schemas-'));
    for (const f of fs.readdirSync('schemas')) fs.copyFileSync(path.join('schemas', f), path.join(schemasDir, f));
    let s = await startServer({ schemasDir });

    fs.writeFileSync(path.join(schemasDir, 'pq_late_meter.json'), JSON.stringify(LATE));
    const rows = async (s: TestServer) =>
      s.ctx.db.selectFrom('sys_permission').select(['perms', 'menu_type']).where('perms', 'like', 'lateMeter:%').orderBy('perms').execute();
    try {
      for (let start = 0; start < 2; start++) {
        s = await s.restart(); // the same database, the schema files read again
        const menu = (await s.call('GET', '/sys/permission/getUserPermissionByToken', { token: s.adminToken, query: { console: 'isps' } })).body.result;
        const page = menu.menu.find((m: any) => m.path === '/isystem').children.find((c: any) => c.path === '/isystem/lateMeter');
        expect(page).toMatchObject({ component: 'schema/pq_late_meter', meta: { title: '后加电表' } });
        expect(menu.auth.map((a: any) => a.action)).toEqual(expect.arrayContaining(['lateMeter:add', 'lateMeter:import']));
        // exactly one page and five buttons, however often the server starts
        expect((await rows(s)).map((r) => r.perms)).toEqual([
          'lateMeter:add',
          'lateMeter:delete',
          'lateMeter:edit',
          'lateMeter:export',
          'lateMeter:import',
          'lateMeter:list',
        ]);
        expect((await s.call('POST', '/pq/lateMeter/add', { token: s.adminToken, body: { serialNo: `L${start}` } })).body.success).toBe(true);
      }
    } finally {
      await s.close();
    }
  });
});
