import type { Ctx } from '../http/types.js';
import { PROFILES, isEquipType } from '../realtime/devices/profiles.js';
import { ensurePointsOf } from '../realtime/devices/points.js';
import { appendDictItems } from './dictionaries.js';
import { once } from './steps.js';

/**
 * ROCOF (C37.118 DFREQ) as a measurement type, and its point on the devices an existing database
 * already has: new devices get it from their type (ensurePointsOf), the ones created before only
 * here. The servers load the new points when they start (after the seed).
 */
export async function seedRocofPoints(ctx: Ctx): Promise<void> {
  await once(ctx.db, 'realtime-meas-rocof-v1', async (trx) => {
    await appendDictItems(trx, 'meas_type', [['RF', '频率变化率', 'ROCOF']], 12);
  });
  if (!ctx.registry.get('isps_device') || !ctx.registry.get('isps_meas_point')) return;
  await once(ctx.db, 'realtime-rocof-points-v1', async (trx) => {
    const devices = await trx.selectFrom('isps_device').select(['id', 'equip_type']).execute();
    const rocof = devices.filter((d) => isEquipType(d.equip_type) && PROFILES[d.equip_type].measTypes.includes('RF'));
    await ensurePointsOf(
      trx,
      rocof.map((d) => d.id),
      'system',
    );
  });
}
