import { newId } from '#shared/ids.js';
import { nowText } from '../crud/records.js';
import type { DB } from '../db/types.js';
import type { Registry } from '../schema/registry.js';
import { ADDRESS_LIST_PERM } from '../system/addressList/routes.js';
import { insertDictionaries, type DictSeed } from './dictionaries.js';
import { grant, insertMenu } from './menus.js';

/** Dictionaries of the system entities added after the first release (process definitions). */
export const ENTITY_DICTIONARIES: DictSeed[] = [
  [
    'process_status',
    '流程状态',
    'Process status',
    [
      ['0', '草稿', 'Draft'],
      ['1', '已发布', 'Published'],
      ['2', '已挂起', 'Suspended'],
    ],
  ],
  [
    'process_category',
    '流程分类',
    'Process category',
    [
      ['monitor', '监测流程', 'Monitoring'],
      ['maintenance', '运维流程', 'Maintenance'],
      ['office', '办公流程', 'Office'],
    ],
  ],
  [
    'process_format',
    '流程定义格式',
    'Definition format',
    [
      ['bpmn', 'BPMN XML', 'BPMN XML'],
      ['json', 'JSON', 'JSON'],
    ],
  ],
];

/** Demo fill rules: [code, name, params]. */
const FILL_RULES: [string, string, object][] = [
  ['order_num_rule', '订单号', { prefix: 'CN', datePattern: 'yyyyMMdd', separator: '', seqLength: 4, start: 1, reset: 'day', suffix: '' }],
  ['device_code_rule', '装置编号', { prefix: 'SMD', datePattern: 'yyyy', separator: '-', seqLength: 5, start: 1, reset: 'year', suffix: '' }],
];

const audit = () => ({ create_by: 'system', create_time: nowText() });

/**
 * Seed step "system-entities-v1" (once per database, also on databases seeded before it):
 * the dictionaries above, the address book's menu entry (a page without a schema of its own)
 * and the demo fill rules. Schema pages get their menus from seedEntityMenu as usual.
 */
export async function seedSystemEntities(trx: DB, registry: Registry): Promise<void> {
  await insertDictionaries(trx, ENTITY_DICTIONARIES);

  const system = await trx.selectFrom('sys_permission').select('id').where('url', '=', '/isystem').where('del_flag', '=', 0).executeTakeFirst();
  const exists = await trx.selectFrom('sys_permission').select('id').where('perms', '=', ADDRESS_LIST_PERM).executeTakeFirst();
  if (system && !exists) {
    const page = await insertMenu(
      trx,
      {
        name: '通讯录',
        url: '/isystem/addressList',
        component: 'system/AddressList',
        icon: 'contacts',
        sortNo: 10,
        menuType: 1,
        perms: ADDRESS_LIST_PERM,
      },
      system.id,
    );
    await grant(trx, 'admin', [page]);
    await grant(trx, 'operator', [page]);
  }

  if (!registry.get('sys_fill_rule')) return;
  for (const [code, name, params] of FILL_RULES) {
    if (await trx.selectFrom('sys_fill_rule').select('id').where('rule_code', '=', code).executeTakeFirst()) continue;
    await trx
      .insertInto('sys_fill_rule')
      .values({ id: newId(), rule_code: code, rule_name: name, rule_params: JSON.stringify(params), ...audit() })
      .execute();
  }
}
