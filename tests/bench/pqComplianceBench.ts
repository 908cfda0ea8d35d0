import { FLAG_EVENT, type TenMinuteRow } from '#server/realtime/history/types.js';
import { writeHistory } from '#server/realtime/history/writer.js';
import type { DB } from '#server/db/types.js';

/** Goal (issue 35): a week's compliance report of one device answers in under a second. */
export const COMPLIANCE_GOAL_MS = 1000;
const DEVICE = 'SMDL-LN01'; // SMD-L: frequency, voltage, THD, 50 harmonic and 50 interharmonic subgroups
const WEEK = 7 * 144;

/**
 * A week of 10-minute aggregates of one SMD-L device (its five records, the harmonic ones 50 wide,
 * every 50th interval flagged) written into history; returns the report's query.
 */
export async function seedComplianceWeek(db: DB): Promise<string> {
  const points = await db
    .selectFrom('isps_meas_point as p')
    .innerJoin('isps_device as d', 'd.id', 'p.device_id')
    .select(['p.meas_type', 'p.record_id'])
    .where('d.equip_id', '=', DEVICE)
    .execute();
  const rec = (m: string) => Number(points.find((p) => p.meas_type === m)?.record_id);
  const to = Math.floor(Date.now() / 1000 / 86_400) * 86_400;
  const from = to - 7 * 86_400;
  const rows: TenMinuteRow[] = [];
  const add = (record: number, width: number, f: (i: number, c: number) => number) => {
    for (let i = 0; i < WEEK; i++) {
      const v = Array.from({ length: width }, (_, c) => f(i, c));
      rows.push({
        record_id: record,
        ts: from + i * 600,
        vmin: v,
        vmax: v,
        vrms: v,
        quality: 1,
        unsynced: 0,
        invalid: 0,
        partial: false,
        flags: i % 50 ? 0 : FLAG_EVENT,
      });
    }
  };
  add(rec('fq'), 1, (i) => 50 + 0.05 * Math.sin(i));
  add(rec('UAA'), 1, (i) => 5.7735 * (1 + 0.03 * Math.sin(i / 7)));
  add(rec('THD'), 1, (i) => 2 + Math.sin(i / 3));
  add(rec('HSG'), 50, (i, c) => (c ? 0.5 + 0.3 * Math.sin(i + c) : 100));
  add(rec('IHSG'), 50, (i, c) => 0.05 + 0.02 * Math.sin(i * c));
  await writeHistory(db, [], rows);
  return `/pq/compliance?equipId=${DEVICE}&profile=gb&from=${from * 1000}&to=${to * 1000}`;
}
