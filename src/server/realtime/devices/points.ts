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
export const ensurePoints = (trx: DB, deviceId: string, by: string): Promise<number> => ensurePointsOf(trx, [deviceId], by);

/** A statement binds at most 65,535 parameters: lists are cut to this many ids or rows. */
const CHUNK = 2000;
const chunks = <T>(a: T[]) => Array.from({ length: Math.ceil(a.length / CHUNK) }, (_, i) => a.slice(i * CHUNK, (i + 1) * CHUNK));

/** ensurePoints for many devices: a few statements per 2,000 devices instead of a dozen per device. */
export async function ensurePointsOf(trx: DB, deviceIds: string[], by: string): Promise<number> {
  if (deviceIds.length > CHUNK) {
    let n = 0;
    for (const part of chunks(deviceIds)) n += await ensurePointsOf(trx, part, by);
    return n;
  }
  if (!deviceIds.length) return 0;
  const devices = await trx.selectFrom('isps_device').select(['id', 'equip_id', 'equip_type']).where('id', 'in', deviceIds).execute();
  const have = await trx.selectFrom('isps_meas_point').select(['device_id', 'meas_type']).where('device_id', 'in', deviceIds).execute();
  const held = new Set(have.map((r) => `${r.device_id} ${r.meas_type}`));
  const order = new Map(deviceIds.map((id, i) => [id, i]));
  const wanted = devices
    .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
    .flatMap((d) => (isEquipType(d.equip_type) ? PROFILES[d.equip_type].measTypes.filter((m) => !held.has(`${d.id} ${m}`)).map((m) => ({ d, m })) : []));
  if (!wanted.length) return 0;
  const max = await trx
    .selectFrom('isps_meas_point')
    .select((eb) => eb.fn.max('record_id').as('m'))
    .executeTakeFirst();
  let next = Math.max(FIRST_RECORD_ID, Number(max?.m ?? 0) + 1);
  // a point id taken by another device's point (e.g. a renamed device's) gets its record id appended
  const names = wanted.map(({ d, m }) => `${d.equip_id}.${m}`);
  const taken = new Set<string>();
  for (const part of chunks(names))
    for (const r of await trx.selectFrom('isps_meas_point').select('point_id').where('point_id', 'in', part).execute()) taken.add(r.point_id);
  const create_time = nowText();
  const rows = wanted.map(({ d, m }, i) => {
    const record_id = next++;
    const point_id = taken.has(names[i]) ? `${names[i]}.${record_id}` : names[i];
    return { id: newId(), device_id: d.id, meas_type: m, point_id, record_id, create_by: by, create_time };
  });
  for (const part of chunks(rows)) await trx.insertInto('isps_meas_point').values(part).execute();
  return rows.length;
}
