import { newId } from '#shared/ids.js';
import { nowText } from '../../crud/records.js';
import type { DB } from '../../db/types.js';
import type { ConfigFrame, PmuConfig } from '../c37118/types.js';
import { FIRST_RECORD_ID } from '../devices/points.js';
import { PROFILES, isEquipType } from '../devices/profiles.js';
import type { DeviceEntry, PhasorMeas } from '../devices/types.js';

/** Who the audit fields name when a device's own CFG changed its record. */
export const CFG_AUTHOR = 'C37.118';

/**
 * The report rate a CFG asks of the device's rings: DATA_RATE, but never above what the device
 * type reports (rings are sized by the type, not by what a frame claims; faster frames share
 * rows). DATA_RATE < 0 is seconds per frame: slower than any ring rate ISPS keeps.
 */
const rateOf = (cfg: ConfigFrame, type: unknown) => (cfg.dataRate > 0 ? Math.min(cfg.dataRate, isEquipType(type) ? PROFILES[type].reportRate : 100) : null);

/** The points a PMU block's phasors need: magnitude (voltage or current) and angle, per channel. */
function wanted(p: PmuConfig): { measType: PhasorMeas; channel: number; name: string }[] {
  return p.phasors.flatMap((c, i) => [
    { measType: c.kind === 0 ? ('UPM' as const) : ('IPM' as const), channel: i + 1, name: c.name.trim() },
    { measType: 'PHA' as const, channel: i + 1, name: c.name.trim() },
  ]);
}

/** The device record and points already say what the CFG says (checked in memory, on every CFG). */
export function configMatches(entry: DeviceEntry, cfg: ConfigFrame, block: number): boolean {
  const rate = rateOf(cfg, entry.device.equipType);
  if (rate !== null && rate !== entry.device.reportRate) return false;
  const p = cfg.pmus[block];
  if (!p) return true;
  const have = entry.channels ?? [];
  return wanted(p).every((w) => have.some((h) => h.measType === w.measType && h.channel === w.channel && h.channelName === w.name));
}

/**
 * Makes the device record and points follow a CFG-2/CFG-3: report_rate takes DATA_RATE, and each
 * phasor gets a magnitude point (UPM voltage / IPM current, `<equipId>.UPM<n>`) and an angle point
 * (PHA); a renamed channel keeps its points (and their history) under the new CHNAM. Points of
 * channels a new CFG no longer has stay, so their history can still be read. Returns whether
 * anything changed.
 */
export async function applyConfig(db: DB, deviceId: string, cfg: ConfigFrame, block: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const d = await trx.selectFrom('isps_device').select(['equip_id', 'equip_type', 'report_rate']).where('id', '=', deviceId).executeTakeFirst();
    if (!d) return false;
    let changed = false;
    const audit = { update_by: CFG_AUTHOR, update_time: nowText() };
    const rate = rateOf(cfg, d.equip_type);
    if (rate !== null && Number(d.report_rate) !== rate) {
      await trx
        .updateTable('isps_device')
        .set({ report_rate: rate, ...audit })
        .where('id', '=', deviceId)
        .execute();
      changed = true;
    }
    const p = cfg.pmus[block];
    if (!p) return changed;
    const have = await trx.selectFrom('isps_meas_point').select(['id', 'meas_type', 'channel', 'channel_name']).where('device_id', '=', deviceId).execute();
    let next = 0;
    for (const w of wanted(p)) {
      const h = have.find((r) => r.meas_type === w.measType && Number(r.channel) === w.channel);
      if (h) {
        if ((h.channel_name ?? '') === w.name) continue;
        await trx
          .updateTable('isps_meas_point')
          .set({ channel_name: w.name, ...audit })
          .where('id', '=', h.id)
          .execute();
        changed = true;
        continue;
      }
      if (!next) {
        const max = await trx
          .selectFrom('isps_meas_point')
          .select((eb) => eb.fn.max('record_id').as('m'))
          .executeTakeFirst();
        next = Math.max(FIRST_RECORD_ID, Number(max?.m ?? 0) + 1);
      }
      let pointId = `${d.equip_id}.${w.measType}${w.channel}`;
      if (await trx.selectFrom('isps_meas_point').select('id').where('point_id', '=', pointId).executeTakeFirst()) pointId = `${pointId}.${next}`;
      await trx
        .insertInto('isps_meas_point')
        .values({
          id: newId(),
          device_id: deviceId,
          meas_type: w.measType,
          point_id: pointId,
          record_id: next++,
          channel: w.channel,
          channel_name: w.name,
          create_by: CFG_AUTHOR,
          create_time: nowText(),
        })
        .execute();
      changed = true;
    }
    return changed;
  });
}
