import { newId } from '#shared/ids.js';
import { nowText } from '#server/crud/records.js';
import type { Ctx } from '#server/http/types.js';
import { DEVICES_TOPIC } from '#server/realtime/devices/hooks.js';
import { realtimeOf } from '#server/realtime/plane.js';

export const BENCH_FIRST_RECORD = 500_001;

/** n running SMD-R devices (fq + UAA at 100 Hz) straight into the tables, then a reload. Returns their fq record ids. */
export async function seedBenchDevices(ctx: Ctx, n: number): Promise<number[]> {
  const fq = await insertBenchDevices(ctx.db, n);
  ctx.bus.publish(DEVICES_TOPIC);
  await realtimeOf(ctx)!.reload();
  return fq;
}

/** The rows of seedBenchDevices, without telling any server (the cluster bench publishes on the bus itself). */
export async function insertBenchDevices(db: Ctx['db'], n: number): Promise<number[]> {
  const audit = { create_by: 'bench', create_time: nowText() };
  const fq: number[] = [];
  await db.transaction().execute(async (trx) => {
    for (let from = 0; from < n; from += 200) {
      const devices = [];
      const points = [];
      for (let i = from; i < Math.min(n, from + 200); i++) {
        const id = newId();
        const equipId = `BENCH-${String(i).padStart(4, '0')}`;
        devices.push({
          id,
          equip_id: equipId,
          equip_type: 'SMD-R',
          name_zh: `压测装置${i}`,
          name_en: `Bench ${i}`,
          province: '湖北',
          lat: 30 + (i % 100) / 10,
          lng: 100 + i / 50,
          status: 1,
          rated_kv: 35,
          report_rate: 100,
          sample_rate: 5120,
          ...audit,
        });
        const rec = BENCH_FIRST_RECORD + 2 * i;
        fq.push(rec);
        points.push({ id: newId(), device_id: id, meas_type: 'fq', point_id: `${equipId}.fq`, record_id: rec, ...audit });
        points.push({ id: newId(), device_id: id, meas_type: 'UAA', point_id: `${equipId}.UAA`, record_id: rec + 1, ...audit });
      }
      await trx.insertInto('isps_device').values(devices).execute();
      await trx.insertInto('isps_meas_point').values(points).execute();
    }
  });
  return fq;
}
