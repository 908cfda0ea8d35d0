import type { DB } from '../db/types.js';
import { ensureHistoryTables } from '../realtime/history/partitions.js';
import { FLAG_EVENT, type TenMinuteRow } from '../realtime/history/types.js';
import { writeHistory } from '../realtime/history/writer.js';

const STEP = 600;
/** the Anshan steel works' load bus (the first SMD-L device when it is gone) */
export const DEMO_DEVICE = 'SMDL-LN01';
/** harmonic subgroups of a steel works' bus, % of Udin: the 5th swings over GB/T 14549's 3.2 % at 10 kV in the afternoon */
const harmonic = (h: number, day: number) =>
  h === 1 ? 100 : h === 5 ? 2.6 + 0.9 * day : h === 7 ? 1.6 + 0.4 * day : h === 11 ? 1.0 : h === 13 ? 0.7 : h === 3 ? 0.8 : h % 2 ? 0.3 : 0.15;

/**
 * Seed step "pq-compliance-demo-v1" (only with ISPS_PQ_DEMO_DAYS > 0): `days` of closed-form
 * 10-minute aggregates up to now for the SMD-L device SMDL-LN01 — frequency, voltage, THD, harmonic and
 * interharmonic subgroups, every 97th interval flagged — so the compliance page has a week to show.
 */
export async function seedComplianceDemo(trx: DB, days: number): Promise<void> {
  const devices = await trx.selectFrom('isps_device').select(['id', 'equip_id', 'rated_kv']).where('equip_type', '=', 'SMD-L').orderBy('equip_id').execute();
  const d = devices.find((x) => x.equip_id === DEMO_DEVICE) ?? devices[0];
  if (!d) return;
  const points = await trx.selectFrom('isps_meas_point').select(['meas_type', 'record_id']).where('device_id', '=', d.id).execute();
  const rec = (m: string) => points.find((p) => p.meas_type === m)?.record_id;
  const udin = Number(d.rated_kv ?? 10) / Math.sqrt(3);
  const end = Math.floor(Date.now() / 1000 / STEP) * STEP;
  const n = days * 144;
  const rows: TenMinuteRow[] = [];
  const add = (record: unknown, value: (i: number, day: number) => number[]) => {
    if (record === undefined || record === null) return;
    for (let i = 0; i < n; i++) {
      const ts = end - (n - i) * STEP;
      const day = 0.5 - 0.5 * Math.cos((2 * Math.PI * (ts % 86_400)) / 86_400); // 0 at midnight UTC, 1 at noon
      const v = value(i, day);
      rows.push({
        record_id: Number(record),
        ts,
        vmin: v,
        vmax: v,
        vrms: v,
        quality: 1,
        unsynced: 0,
        invalid: 0,
        partial: false,
        flags: i % 97 ? 0 : FLAG_EVENT,
      });
    }
  };
  add(rec('fq'), (i) => [50 + 0.03 * Math.sin(i / 23) + 0.01 * Math.sin(i * 0.7)]);
  add(rec('UAA'), (i, day) => [udin * (1.01 - 0.03 * day + 0.01 * Math.sin(i * 1.3))]);
  add(rec('THD'), (i, day) => [2.4 + 0.9 * day + 0.1 * Math.sin(i)]);
  add(rec('HSG'), (_, day) => Array.from({ length: 50 }, (_, c) => harmonic(c + 1, day)));
  add(rec('IHSG'), (i) => Array.from({ length: 50 }, (_, c) => 0.04 + 0.02 * Math.sin(i + c)));
  await ensureHistoryTables(trx);
  await writeHistory(trx, [], rows);
}
