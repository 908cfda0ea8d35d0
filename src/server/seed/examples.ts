import { newId } from '#shared/ids.js';
import { nowText } from '../crud/records.js';
import type { DB } from '../db/types.js';
import { insertDictionaries, type DictSeed } from './dictionaries.js';
import { grant, insertMenu } from './menus.js';
import { EXAMPLE_ARTICLES, EXAMPLE_RULES } from './exampleRows.js';

/** The 示例 group's url: the demo schemas (schemas/isps_demo_*.json) hang their pages under it. */
export const EXAMPLES_URL = '/examples';

const DICTS: DictSeed[] = [
  [
    'demo_visibility',
    '目标公开',
    'Goal visibility',
    [
      ['1', '公开', 'Public'],
      ['2', '部分公开', 'Partly public'],
      ['3', '不公开', 'Private'],
    ],
  ],
  [
    'demo_receiver_type',
    '收款方式',
    'Receiving by',
    [
      ['alipay', '支付宝', 'Alipay'],
      ['bank', '银行账户', 'Bank account'],
    ],
  ],
  [
    'demo_repo_type',
    '仓库类型',
    'Repository type',
    [
      ['private', '私密', 'Private'],
      ['public', '公开', 'Public'],
    ],
  ],
  [
    'demo_task_type',
    '任务类型',
    'Task type',
    [
      ['private', '私密', 'Private'],
      ['public', '公开', 'Public'],
    ],
  ],
  [
    'demo_rule_status',
    '规则状态',
    'Rule status',
    [
      ['0', '关闭', 'Off'],
      ['1', '运行中', 'Running'],
      ['2', '已上线', 'Online'],
      ['3', '异常', 'Error'],
    ],
  ],
  [
    'demo_article_kind',
    '示例类别',
    'Example kind',
    [
      ['article', '文章', 'Articles'],
      ['project', '项目', 'Projects'],
      ['application', '应用', 'Applications'],
    ],
  ],
];

/**
 * Seed step "examples-v1" (before the schema menus, which hang the demo pages under it): the 示例 group
 * (JeecgBoot's demo forms and lists, admin only; an admin hides it with the menu's hidden flag), its card
 * list page (the article schema's records as cards; the schema's own page is the search list), the
 * dictionaries of the demo schemas and sample rows for the lists.
 */
export async function seedExamples(trx: DB, has: (table: string) => boolean): Promise<void> {
  await insertDictionaries(trx, DICTS);
  const tables = ['isps_demo_goal', 'isps_demo_transfer', 'isps_demo_warehouse', 'isps_demo_rule', 'isps_demo_article'];
  if (!tables.some(has)) return; // no demo schema files: no empty group
  const group = await insertMenu(
    trx,
    { name: '示例', nameEn: 'Examples', url: EXAMPLES_URL, component: 'layouts/RouteView', icon: 'book', sortNo: 90, menuType: 0, redirect: '/form/base-form' },
    null,
  );
  const ids = [group];
  if (has('isps_demo_article')) {
    const cards = { name: '卡片列表', nameEn: 'Card list', url: '/list/card', component: 'examples/list/CardList', icon: 'appstore', sortNo: 5 };
    ids.push(await insertMenu(trx, { ...cards, menuType: 1, perms: 'demo_article:list' }, group));
  }
  await grant(trx, 'admin', ids);
  const audit = () => ({ id: newId(), create_by: 'system', create_time: nowText() });
  if (has('isps_demo_rule'))
    for (const [ruleNo, description, callNo, status, updatedAt] of EXAMPLE_RULES)
      await trx
        .insertInto('isps_demo_rule')
        .values({ ...audit(), rule_no: ruleNo, description, call_no: callNo, status, updated_at: updatedAt })
        .execute();
  if (has('isps_demo_article'))
    for (const [title, kind, owner, tags, description, stars, likes] of EXAMPLE_ARTICLES)
      await trx
        .insertInto('isps_demo_article')
        .values({ ...audit(), title, kind, owner, tags, description, stars, likes })
        .execute();
}
