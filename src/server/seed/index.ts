import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { newId } from '#shared/ids.js';
import { hashPassword } from '../auth/password.js';
import { nowText } from '../crud/records.js';
import type { DB } from '../db/types.js';
import type { Ctx } from '../http/types.js';
import { CHECK_RULES, DEPARTMENTS, POSITIONS, ROLES, TENANTS } from './demo.js';
import { DICTIONARIES, insertDictionaries } from './dictionaries.js';
import { TOP_MENUS, grant, insertMenu, seedEntityMenu } from './menus.js';
import { seedC37Transport, seedDemoDevices, seedRealtimeBase } from './realtime.js';
import { seedRocofPoints } from './rocofPoints.js';
import { once, onceEach } from './steps.js';
import { seedJeecgComponents, seedJeecgExamples } from './jeecgComponents.js';
import { seedJeecgConsoleDicts } from './jeecgConsoleDicts.js';
import { seedSystemEntities } from './systemEntities.js';
import { seedDemoReports, seedDemoReportsEnglish, seedOnlineBase } from '../reports/seed.js';
import { seedCgform } from '../forms/seed.js';
import { seedNotify } from '../notify/seed.js';
import { seedDashboards } from '../dashboard/seed.js';
import { seedRedisMonitor } from '../monitor/redisSeed.js';
import { seedHousekeepingJobs, seedOps } from '../monitor/seed.js';
import { seedComtradeSource, seedDataMenu, seedHistorySource, seedThumbnailTaskKind } from './dataMenu.js';
import { seedCommissioningMenu } from './deviceMenu.js';
import { seedMenuEnglish } from './menuEnglish.js';
import { seedExamples } from './examples.js';
import { seedOnlineUsers } from '../system/userOnline/seed.js';
import { seedPqDemoEvents } from '../pq/demo.js';
import { seedPqMenu, seedPqRules } from '../pq/seed.js';
import { seedPqComplianceMenu } from '../pq/complianceSeed.js';
import { seedPqLimits } from '../pq/limitSeed.js';
import { seedComplianceDemo } from '../pq/complianceDemo.js';
import { pqOptions } from '../pq/config.js';

const audit = () => ({ create_by: 'system', create_time: nowText() });

/** First start: organisation, dictionaries, menus, admin. Later starts: only what is new (e.g. a new schema file). */
export async function seed(ctx: Ctx): Promise<void> {
  const { db } = ctx;
  await once(db, 'base-v1', async (trx) => {
    await insertDictionaries(trx, DICTIONARIES);
    await seedOrganisation(trx);
    for (const m of TOP_MENUS) {
      const id = await insertMenu(trx, m, null);
      await grant(trx, 'admin', [id]);
      await grant(trx, 'operator', [id]);
    }
  });
  await once(db, 'dashboards-v1', seedDashboards);
  await once(db, 'system-entities-v1', (trx) => seedSystemEntities(trx, ctx.registry));
  await seedRealtimeBase(db); // before the schema menus: the device pages hang under its menu
  await seedC37Transport(db);
  const reports = !!ctx.registry.get('onl_cgreport_head');
  // the 在线开发 menu group before the schema menus: the report configuration page hangs under it
  if (reports) await once(db, 'online-v1', seedOnlineBase);
  await once(db, 'cgform-v1', seedCgform);
  // before the schema menus: the template and send-log pages hang under its 消息中心
  await once(db, 'notify-v1', (trx) => seedNotify(trx, ctx.registry));
  // before the schema menus: the job and log pages hang under its 系统监控
  await once(db, 'ops-v1', seedOps);
  // before the schema menus: the file, task and data-set pages hang under its 数据管理
  await once(db, 'data-menu-v1', seedDataMenu);
  await once(db, 'task-kind-thumbnail-v1', seedThumbnailTaskKind);
  await once(db, 'dataset-source-history-v1', seedHistorySource);
  await once(db, 'dataset-source-comtrade-v1', seedComtradeSource);
  // before the schema menus: the alarm-rule page hangs under its 电能质量
  await once(db, 'pq-v1', seedPqMenu);
  await once(db, 'pq-compliance-v1', seedPqComplianceMenu);
  // before the schema menus: the demo forms and lists (schemas/isps_demo_*.json) hang under its 示例
  await once(db, 'examples-v1', (trx) => seedExamples(trx, (t) => !!ctx.registry.get(t)));
  // each schema file's menu once, so a schema file added later also gets its menu on an existing database
  await onceEach(
    db,
    ctx.registry.all().map((e) => ({ name: `schema-menu:${e.table}`, step: (trx: DB) => seedEntityMenu(trx, e) })),
  );
  await once(db, 'commissioning-menu-v1', seedCommissioningMenu);
  if (ctx.registry.get('isps_alarm_rule')) await once(db, 'pq-rules-v1', seedPqRules);
  if (ctx.registry.get('isps_pq_limit_profile')) await once(db, 'pq-limits-v1', seedPqLimits);
  if (ctx.registry.get('sys_quartz_job')) await once(db, 'ops-jobs-v1', seedHousekeepingJobs);
  await once(db, 'admin-user', (trx) => seedAdmin(trx, ctx));
  await once(db, 'online-users-v1', seedOnlineUsers);
  await once(db, 'ops-redis-v1', seedRedisMonitor);
  const has = (table: string) => !!ctx.registry.get(table);
  if (reports) await once(db, 'online-demo-reports-v1', (trx) => seedDemoReports(trx, has));
  if (reports) await once(db, 'online-demo-reports-v2', (trx) => seedDemoReports(trx, has));
  if (reports) await once(db, 'online-report-en-v1', seedDemoReportsEnglish);
  await once(db, 'menu-en-v1', (trx) => seedMenuEnglish(trx, ctx.registry));
  await once(db, 'jeecg-console-dicts-v1', seedJeecgConsoleDicts);
  // 在线开发 and 消息中心 were both seeded at 30: 消息中心 goes after, as the header has always shown it
  await once(db, 'menu-order-v1', async (trx) => {
    await trx.updateTable('sys_permission').set({ sort_no: 35 }).where('url', '=', '/message').where('sort_no', '=', 30).execute();
  });
  await once(db, 'menu-jeecg-components-v1', seedJeecgComponents);
  await once(db, 'menu-jeecg-examples-v1', seedJeecgExamples);
  await seedDemoDevices(ctx);
  await once(db, 'pq-demo-events-v1', (trx) => seedPqDemoEvents(ctx, trx));
  const demoDays = pqOptions().demoDays;
  if (demoDays) await once(db, 'pq-compliance-demo-v1', (trx) => seedComplianceDemo(trx, demoDays));
  await seedRocofPoints(ctx); // ROCOF points for devices created before the type had them
}

async function seedOrganisation(trx: DB) {
  const ids = new Map<string, string>();
  for (const [orgCode, zh, en, category] of DEPARTMENTS) {
    const id = newId();
    ids.set(orgCode, id);
    const parent = orgCode.length > 3 ? ids.get(orgCode.slice(0, -3)) : null;
    await trx
      .insertInto('sys_depart')
      .values({
        id,
        parent_id: parent,
        depart_name: zh,
        depart_name_en: en,
        org_code: orgCode,
        org_type: String(orgCode.length / 3),
        org_category: category,
        depart_order: DEPARTMENTS.findIndex((d) => d[0] === orgCode),
        status: '1',
        del_flag: 0,
        ...audit(),
      })
      .execute();
  }
  for (const [code, name, description] of ROLES) {
    await trx
      .insertInto('sys_role')
      .values({ id: newId(), role_code: code, role_name: name, description, ...audit() })
      .execute();
  }
  for (const [code, name, rank] of POSITIONS) {
    await trx
      .insertInto('sys_position')
      .values({ id: newId(), code, name, post_rank: rank, tenant_id: '0', ...audit() })
      .execute();
  }
  for (const [code, name, description, json] of CHECK_RULES) {
    await trx
      .insertInto('sys_check_rule')
      .values({ id: newId(), rule_code: code, rule_name: name, rule_description: description, rule_json: json, ...audit() })
      .execute();
  }
  for (const [id, name] of TENANTS) {
    await trx
      .insertInto('sys_tenant')
      .values({ id, name, status: 1, begin_date: nowText(), ...audit() })
      .execute();
  }
}

/** The admin account: ISPS_ADMIN_PASSWORD, else a random password printed once and saved in the data dir. */
async function seedAdmin(trx: DB, ctx: Ctx) {
  let password = ctx.config.adminPassword;
  if (!password) {
    password = randomBytes(9).toString('base64url');
    fs.mkdirSync(ctx.config.dataDir, { recursive: true });
    const file = path.join(ctx.config.dataDir, 'admin-password.txt');
    fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
    console.log(`\n  ISPS admin account created: admin / ${password}\n  (saved in ${file}; set ISPS_ADMIN_PASSWORD to choose it)\n`);
  }
  const id = newId();
  await trx
    .insertInto('sys_user')
    .values({
      id,
      username: 'admin',
      realname: '管理员',
      password: await hashPassword(password),
      sex: 1,
      status: 1,
      del_flag: 0,
      org_code: 'A01',
      work_no: '00001',
      post: 'director',
      user_identity: 2,
      rel_tenant_ids: '1,2',
      ...audit(),
    })
    .execute();
  const role = await trx.selectFrom('sys_role').select('id').where('role_code', '=', 'admin').executeTakeFirstOrThrow();
  await trx.insertInto('sys_user_role').values({ id: newId(), user_id: id, role_id: role.id }).execute();
  const dep = await trx.selectFrom('sys_depart').select('id').where('org_code', '=', 'A01').executeTakeFirstOrThrow();
  await trx.insertInto('sys_user_depart').values({ id: newId(), user_id: id, dep_id: dep.id }).execute();
}
