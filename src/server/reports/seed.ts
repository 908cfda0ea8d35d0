import { newId } from '#shared/ids.js';
import { nowText } from '../crud/records.js';
import type { DB } from '../db/types.js';
import { grant, insertMenu } from '../seed/menus.js';
import { insertDictionaries, type DictSeed } from '../seed/dictionaries.js';
import { DEMO_REPORTS, type DemoReport } from './demoReports.js';

const audit = () => ({ create_by: 'system', create_time: nowText() });

export const ONLINE_MENU = '/online';
/** JeecgBoot's report page component; ISPS's client maps it (and online/cgreport/*) to the report page. */
export const REPORT_PAGE_COMPONENT = 'modules/online/cgreport/auto/OnlCgreportAutoList';

const DICTS: DictSeed[] = [
  [
    'cgreport_field_type',
    '报表字段类型',
    'Report field type',
    [
      ['String', '字符串', 'Text'],
      ['Integer', '整数', 'Integer'],
      ['Long', '数值', 'Number'],
      ['Date', '日期', 'Date'],
      ['datetime', '日期时间', 'Date and time'],
    ],
  ],
  [
    'cgreport_search_mode',
    '报表查询模式',
    'Report search mode',
    [
      ['single', '单条件查询', 'Single value'],
      ['group', '范围查询', 'Range'],
    ],
  ],
];

/**
 * Seed step "online-v1": the 在线开发 menu group (JeecgBoot's /online) that the report
 * configuration page hangs under, and the dictionaries of the report item form.
 */
export async function seedOnlineBase(trx: DB): Promise<void> {
  const exists = await trx.selectFrom('sys_permission').select('id').where('url', '=', ONLINE_MENU).where('del_flag', '=', 0).executeTakeFirst();
  if (!exists) {
    const id = await insertMenu(
      trx,
      {
        name: '在线开发',
        url: ONLINE_MENU,
        component: 'layouts/RouteView',
        icon: 'cloud',
        sortNo: 30,
        menuType: 0,
        redirect: '/online/cgreport',
      },
      null,
    );
    await grant(trx, 'admin', [id]);
    await grant(trx, 'operator', [id]);
  }
  await insertDictionaries(trx, DICTS);
}

async function insertReport(trx: DB, r: DemoReport, parentId: string | undefined, sortNo: number): Promise<void> {
  if (await trx.selectFrom('onl_cgreport_head').select('id').where('code', '=', r.code).executeTakeFirst()) return;
  const id = newId();
  await trx
    .insertInto('onl_cgreport_head')
    .values({
      id,
      code: r.code,
      name: r.name,
      name_en: r.nameEn,
      cgr_sql: r.sql,
      db_source: null,
      return_val_field: 'id',
      return_txt_field: r.textField,
      return_type: '1',
      content: r.content,
      ...audit(),
    })
    .execute();
  await trx
    .insertInto('onl_cgreport_item')
    .values(
      r.items.map((i, n) => ({
        id: newId(),
        cgrhead_id: id,
        field_name: i.field,
        field_txt: i.title,
        field_txt_en: i.titleEn,
        field_width: i.width ?? 120,
        field_type: i.type ?? 'String',
        search_mode: i.search === 'group' ? 'group' : 'single',
        is_order: i.order ? 1 : 0,
        is_search: i.search ? 1 : 0,
        dict_code: i.dict ?? null,
        field_href: i.href ?? null,
        is_show: i.hidden ? 0 : 1,
        order_num: n + 1,
        is_total: i.total ? 1 : 0,
        group_title: null,
        ...audit(),
      })),
    )
    .execute();
  if (r.params.length) {
    await trx
      .insertInto('onl_cgreport_param')
      .values(
        r.params.map(([name, title, value], n) => ({
          id: newId(),
          cgrhead_id: id,
          param_name: name,
          param_txt: title,
          param_value: value,
          order_num: n + 1,
          ...audit(),
        })),
      )
      .execute();
  }
  if (!parentId) return;
  const page = await insertMenu(
    trx,
    {
      name: r.name,
      nameEn: r.nameEn,
      url: `/online/cgreport/${r.code}`,
      component: REPORT_PAGE_COMPONENT,
      icon: 'table',
      sortNo,
      menuType: 1,
    },
    parentId,
  );
  await grant(trx, 'admin', [page]);
  await grant(trx, 'operator', [page]);
}

/**
 * Seed steps "online-demo-reports-v1" and "-v2" (v2 added report_device once devices existed): the
 * demo reports not yet registered, and a menu page for each under 在线开发.
 */
/** Seed step "online-report-en-v1": the English names and column titles of the demo reports registered before they had any. */
export async function seedDemoReportsEnglish(trx: DB): Promise<void> {
  for (const r of DEMO_REPORTS) {
    const head = await trx.selectFrom('onl_cgreport_head').select('id').where('code', '=', r.code).executeTakeFirst();
    if (!head) continue;
    await trx.updateTable('onl_cgreport_head').set({ name_en: r.nameEn }).where('id', '=', head.id).where('name_en', 'is', null).execute();
    for (const i of r.items)
      await trx
        .updateTable('onl_cgreport_item')
        .set({ field_txt_en: i.titleEn })
        .where('cgrhead_id', '=', head.id)
        .where('field_name', '=', i.field)
        .where('field_txt_en', 'is', null)
        .execute();
  }
}

export async function seedDemoReports(trx: DB, has: (table: string) => boolean): Promise<void> {
  const parent = await trx.selectFrom('sys_permission').select('id').where('url', '=', ONLINE_MENU).where('del_flag', '=', 0).executeTakeFirst();
  for (const [n, r] of DEMO_REPORTS.entries()) if (!r.requires || has(r.requires)) await insertReport(trx, r, parent?.id, 10 + n);
}
