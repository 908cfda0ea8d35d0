import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JEECG_COMPONENTS, JEECG_EXAMPLES } from '../../src/server/seed/jeecgComponents.js';
import { jeecgCanShow } from '../../src/server/system/permission/jeecgViews.js';
import { startServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

/** The console's hand-written views by component string, as src/client/router/views.tsx lists them. */
function viewFiles(): Map<string, string> {
  const text = fs.readFileSync('src/client/router/views.tsx', 'utf8');
  const out = new Map<string, string>();
  for (const m of text.matchAll(/'([^']+)': \(\) => import\('\.\.\/([^']+)\.js'\)/g)) out.set(m[1], `src/client/${m[2]}.tsx`);
  return out;
}

interface MenuRow {
  name: string;
  url: string;
  component: string;
}

describe('seeded menus: every page entry resolves to a view a newcomer finds by its name', () => {
  it('each page menu names a hand-written view file, a schema entity, a report or an online form', async () => {
    const views = viewFiles();
    expect(views.size).toBeGreaterThan(10);
    const schemas = (await s.call('GET', '/sys/schema/list', { token: s.adminToken })).body.result as { entity: string; menu?: { component?: string } }[];
    const schemaComponents = new Set(schemas.map((x) => x.menu?.component).filter(Boolean));
    const reports = new Set((await s.ctx.db.selectFrom('onl_cgreport_head').select('code').execute()).map((r) => r.code));
    const pages = (await s.ctx.db
      .selectFrom('sys_permission')
      .select(['name', 'url', 'component'])
      .where('menu_type', '=', 1)
      .where('del_flag', '=', 0)
      .execute()) as MenuRow[];
    expect(pages.length).toBeGreaterThan(40);
    const dead: string[] = [];
    for (const p of pages) {
      const file = views.get(p.component);
      if (file) {
        if (!fs.existsSync(file)) dead.push(`${p.name}: ${p.component} → missing ${file}`);
      } else if (p.component.endsWith('OnlCgreportAutoList')) {
        const code = p.url.split('/').pop()!;
        if (code !== ':code' && !reports.has(code)) dead.push(`${p.name}: report ${code} not registered`);
      } else if (p.component.startsWith('schema/')) {
        if (!schemas.some((x) => x.entity === p.component.slice('schema/'.length))) dead.push(`${p.name}: no schema ${p.component}`);
      } else if (!schemaComponents.has(p.component)) dead.push(`${p.name}: ${p.component} resolves to nothing`);
    }
    expect(dead).toEqual([]);
  });

  it("pages JeecgBoot's console also has carry JeecgBoot's component strings (old names migrated)", async () => {
    const components = new Set((await s.ctx.db.selectFrom('sys_permission').select('component').execute()).map((r) => r.component));
    for (const [old, now] of Object.entries({ ...JEECG_COMPONENTS, ...JEECG_EXAMPLES })) {
      expect(components.has(old), old).toBe(false);
      expect(components.has(now), now).toBe(true);
    }
  });

  it('JeecgBoot’s hidden report route /online/cgreport/:code is seeded ahead of the report entries', async () => {
    const rows = await s.ctx.db
      .selectFrom('sys_permission')
      .select(['url', 'hidden', 'sort_no', 'parent_id'])
      .where('url', 'like', '/online/cgreport/%')
      .execute();
    const route = rows.find((r) => r.url === '/online/cgreport/:code');
    expect(route).toMatchObject({ hidden: true });
    const reports = rows.filter((r) => r !== route && r.parent_id === route!.parent_id);
    expect(reports.length).toBeGreaterThan(0);
    for (const r of reports) expect(Number(r.sort_no)).toBeGreaterThan(Number(route!.sort_no));
    const menu = (await s.call('GET', '/sys/permission/getUserPermissionByToken', { token: s.adminToken })).body.result.menu;
    const online = menu.find((m: any) => m.path === '/online');
    expect(online.children.find((c: any) => c.path === '/online/cgreport/:code')).toMatchObject({
      hidden: true,
      component: 'modules/online/cgreport/auto/OnlCgreportAutoList',
    });
  });

  it("JeecgBoot's console shows each entry by its own view, or opens ISPS's console there; ISPS's console gets every page as it is", async () => {
    const leaves = (items: any[]): any[] => items.flatMap((m) => (m.children ? leaves(m.children) : [m]));
    const ask = async (query?: Record<string, string>) =>
      leaves((await s.call('GET', '/sys/permission/getUserPermissionByToken', { token: s.adminToken, query })).body.result.menu);
    const origin = new URL(s.base).origin;
    const jeecg = await ask();
    const away = jeecg.filter((m) => m.component === 'layouts/IframePageView');
    // 设备登记 (device/Commission) is ISPS's own: JeecgBoot's router would refuse it without a word
    expect(away.map((m) => m.path)).toContain('/idevice/commission');
    for (const m of jeecg) {
      if (m.component === 'layouts/IframePageView') expect(m.meta, m.path).toMatchObject({ internalOrExternal: true, url: `${origin}${m.path}` });
      else expect(jeecgCanShow(m.component), `${m.meta.title}: ${m.component}`).toBe(true);
    }
    // the demo pages by JeecgBoot's own strings (its views/examples/…), not sent away
    expect(jeecg.find((m) => m.path === '/form/base-form')).toMatchObject({ component: 'examples/form/BasicForm' });
    const isps = await ask({ console: 'isps' });
    expect(isps.length).toBe(jeecg.length);
    expect(isps.filter((m) => m.component === 'layouts/IframePageView')).toEqual([]);
    expect(isps.find((m) => m.path === '/idevice/commission')).toMatchObject({ component: 'device/Commission' });
  });

  it('hand-written views live in a feature folder named in docs/architecture.md', () => {
    const doc = fs.readFileSync('docs/architecture.md', 'utf8');
    for (const file of [...viewFiles().values()].filter((f) => f.startsWith('src/client/views/'))) {
      const feature = path.relative('src/client/views', file).split(path.sep)[0];
      expect(doc, `views/${feature}/ in docs/architecture.md`).toContain(`views/${feature}/`);
    }
  });
});
