import type { DB } from '../db/types.js';
import { grant, insertMenu } from '../seed/menus.js';

/** Seed step "ops-redis-v1": the Redis page under 系统监控 (after the other monitors), for the admin role only. */
export async function seedRedisMonitor(trx: DB): Promise<void> {
  const top = await trx.selectFrom('sys_permission').select('id').where('url', '=', '/monitor').where('menu_type', '=', 0).executeTakeFirst();
  if (!top) return;
  const id = await insertMenu(
    trx,
    {
      name: 'Redis 监控',
      nameEn: 'Redis',
      url: '/monitor/redis',
      component: 'modules/monitor/RedisInfo',
      icon: 'cloud-server',
      sortNo: 16,
      menuType: 1,
      perms: 'monitor:redis',
    },
    top.id,
  );
  await grant(trx, 'admin', [id]);
}
