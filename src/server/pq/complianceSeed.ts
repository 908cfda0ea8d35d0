import type { DB } from '../db/types.js';
import { insertDictionaries } from '../seed/dictionaries.js';
import { grant, insertMenu } from '../seed/menus.js';
import { PARITY_DICT, PROFILE_DICT, QUANTITY_DICT } from './limitSeed.js';

export const COMPLIANCE_PERM = 'pq_compliance:list';
export const COMPLIANCE_EXPORT_PERM = 'pq_compliance:export';

/**
 * Seed step "pq-compliance-v1" (before the schema menus: the limit-profile page's dictionaries):
 * the 合规报告 page under 电能质量 (operators read it, admins also export) and the dictionaries
 * of the limit profiles.
 */
export async function seedPqComplianceMenu(trx: DB): Promise<void> {
  await insertDictionaries(trx, [
    ['pq_limit_profile', '电能质量限值方案', 'PQ limit profile', PROFILE_DICT],
    ['pq_quantity', '电能质量指标', 'PQ quantity', QUANTITY_DICT],
    ['pq_order_parity', '谐波奇偶', 'Harmonic parity', PARITY_DICT],
  ]);
  const top = (await trx.selectFrom('sys_permission').select('id').where('url', '=', '/ipq').where('del_flag', '=', 0).executeTakeFirst())?.id;
  if (!top) return;
  const page = await insertMenu(
    trx,
    {
      name: '合规报告',
      nameEn: 'Compliance',
      url: '/ipq/compliance',
      component: 'pq/Compliance',
      icon: 'audit',
      sortNo: 5,
      menuType: 1,
      perms: COMPLIANCE_PERM,
    },
    top,
  );
  const exportButton = await insertMenu(
    trx,
    { name: '导出合规报告', nameEn: 'Export compliance report', url: '', component: '', sortNo: 1, menuType: 2, perms: COMPLIANCE_EXPORT_PERM },
    page,
  );
  await grant(trx, 'admin', [page, exportButton]);
  await grant(trx, 'operator', [page]);
}
