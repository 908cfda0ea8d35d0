import { newId } from '#shared/ids.js';
import { nowText } from '../../crud/records.js';
import type { DB } from '../../db/types.js';
import { PROFILES, isEquipType } from './profiles.js';

/** Record ids start here, so they never look like small row counters. */
export const FIRST_RECORD_ID = 10001;

/**
 * Gives a device a point for every measurement its type produces and it lacks: point id
 * `<equipId>.<measType>`, record id the next free integer. Runs in the caller's transaction.
 */
export async function ensurePoints(trx: DB, deviceId: string, by: string): Promise<number> {
  const d = await trx.selectFrom('isps_device').select(['equip_id', 'equip_type']).where('id', '=', deviceId).executeTakeFirst();
  if (!d || !isEquipType(d.equip_type)) return 0;
  const have = new Set((await trx.selectFrom('isps_meas_point').select('meas_type').where('device_id', '=', deviceId).execute()).map((r) => r.meas_type));
  const missing = PROFILES[d.equip_type].measTypes.filter((m) => !have.has(m));
  if (!missing.length) return 0;
  const max = await trx
    .selectFrom('isps_meas_point')
    .select((eb) => eb.fn.max('record_id').as('m'))
    .executeTakeFirst();
  let next = Math.max(FIRST_RECORD_ID, Number(max?.m ?? 0) + 1);
  for (const m of missing) {
    let pointId = `${d.equip_id}.${m}`;
    if (await trx.selectFrom('isps_meas_point').select('id').where('point_id', '=', pointId).executeTakeFirst()) pointId = `${pointId}.${next}`;
    await trx
      .insertInto('isps_meas_point')
      .values({
        id: newId(),
        device_id: deviceId,
        meas_type: m,
        point_id: pointId,
        record_id: next++,
        create_by: by,
        create_time: nowText(),
      })
      .execute();
  }
  return missing.length;
}
