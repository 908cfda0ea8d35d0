import { sql } from 'kysely';
import type { DB } from '../db/types.js';
import { FLAG_EVENT } from '../realtime/history/types.js';
import { PROFILES, isEquipType } from '../realtime/devices/profiles.js';
import { TABLES } from '../realtime/history/partitions.js';
import type { ColumnStats, DeviceStats, LimitRow } from './complianceTypes.js';
import { LIMITS_TABLE } from './limitSeed.js';

/** Nominal frequency (Hz): the detector's and GB/T 15945's reference. */
export const NOMINAL_HZ = 50;

export interface DeviceInfo {
  id: string;
  equipId: string;
  equipType: string;
  ratedKv: number;
}

export async function deviceOf(db: DB, equipId: string): Promise<DeviceInfo | undefined> {
  const d = await db.selectFrom('isps_device').select(['id', 'equip_id', 'equip_type', 'rated_kv']).where('equip_id', '=', equipId).executeTakeFirst();
  if (!d) return undefined;
  const fallback = isEquipType(d.equip_type) ? PROFILES[d.equip_type].ratedKv : 0;
  const kv = d.rated_kv === null || d.rated_kv === undefined || d.rated_kv === '' ? fallback : Number(d.rated_kv);
  return { id: String(d.id), equipId: String(d.equip_id), equipType: String(d.equip_type ?? ''), ratedKv: kv };
}

export async function limitsOf(db: DB, profile: string): Promise<LimitRow[]> {
  const rows = await db.selectFrom(LIMITS_TABLE).selectAll().where('profile', '=', profile).execute();
  const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
  return rows.map((r) => ({
    quantity: String(r.quantity),
    kvFrom: Number(r.kv_from ?? 0),
    kvTo: Number(r.kv_to ?? 2000),
    orderFrom: num(r.order_from),
    orderTo: num(r.order_to),
    parity: r.parity ? String(r.parity) : null,
    limitValue: Number(r.limit_value),
    limitMax: num(r.limit_max),
    unit: String(r.unit ?? ''),
    standard: String(r.standard ?? ''),
    clause: String(r.clause ?? ''),
    description: String(r.description ?? ''),
  }));
}

/** The profiles the table holds (a user may add one). */
export async function profileCodes(db: DB): Promise<string[]> {
  const rows = await db.selectFrom(LIMITS_TABLE).select('profile').distinct().orderBy('profile').execute();
  return rows.map((r) => String(r.profile));
}

/** The device's record of a measurement type (the first, by record id), if it has one. */
async function recordOf(db: DB, deviceId: string, types: string[]): Promise<number | undefined> {
  for (const t of types) {
    const r = await db
      .selectFrom('isps_meas_point')
      .select('record_id')
      .where('device_id', '=', deviceId)
      .where('meas_type', '=', t)
      .orderBy('record_id')
      .executeTakeFirst();
    if (r?.record_id !== null && r?.record_id !== undefined) return Number(r.record_id);
  }
  return undefined;
}

/**
 * Per column k1..k2 (1-based) of a record's 10-minute values x = (v − offset) × scale starting in
 * [from, to) (Unix s): the flagged count (IEC 61000-4-30 §4.7, FLAG_EVENT) and, over the others,
 * the 95 % value as percentile_disc (nearest rank: the ⌈0.95 n⌉-th smallest) and the max of |x|,
 * and the signed 95 % / 5 % values and extremes. One statement; values bound, the table a constant.
 */
export async function columnStats(db: DB, recordId: number, from: number, to: number, k1: number, k2: number, offset = 0, scale = 1) {
  const x = sql`((u.v::float8 - ${offset}) * ${scale})`;
  const ok = sql`(t.flags & ${FLAG_EVENT}) = 0`;
  const r = await sql<{ k: number; n: number; flagged: number } & Record<'p95' | 'max' | 'hi95' | 'lo05' | 'hi_max' | 'lo_min', number | null>>`
    select u.k + ${k1 - 1} as k, count(*) filter (where ${ok}) as n, count(*) filter (where not ${ok}) as flagged,
      percentile_disc(0.95) within group (order by abs(${x})) filter (where ${ok}) as p95, max(abs(${x})) filter (where ${ok}) as max,
      percentile_disc(0.95) within group (order by ${x}) filter (where ${ok}) as hi95,
      percentile_disc(0.05) within group (order by ${x}) filter (where ${ok}) as lo05,
      max(${x}) filter (where ${ok}) as hi_max, min(${x}) filter (where ${ok}) as lo_min
    from ${sql.table(TABLES['10m'])} t cross join lateral unnest(t.vrms[${k1}:${k2}]) with ordinality as u(v, k)
    where t.record_id = ${recordId} and t.ts >= ${from} and t.ts < ${to} and u.v is not null
    group by u.k`.execute(db);
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const out = new Map<number, ColumnStats>();
  for (const c of r.rows)
    out.set(Number(c.k), {
      n: Number(c.n),
      flagged: Number(c.flagged),
      p95: num(c.p95),
      max: num(c.max),
      hi95: num(c.hi95),
      lo05: num(c.lo05),
      hiMax: num(c.hi_max),
      loMin: num(c.lo_min),
    });
  return out;
}

/**
 * The statistics of every quantity the device records: frequency deviation from 50 Hz, the supply
 * voltage (UAA, phase A) as % deviation from Udin = rated kV / √3, THD, the harmonic subgroups
 * (HSG, else the groups HG) 2–25 and the centred interharmonic subgroups (IHSG, else IHG) 0.5–24.5.
 */
export async function deviceStats(db: DB, device: DeviceInfo, from: number, to: number): Promise<DeviceStats> {
  const udin = device.ratedKv / Math.sqrt(3);
  const [fq, uaa, thd, hsg, ihsg] = await Promise.all([
    recordOf(db, device.id, ['fq']),
    recordOf(db, device.id, ['UAA']),
    recordOf(db, device.id, ['THD']),
    recordOf(db, device.id, ['HSG', 'HG']),
    recordOf(db, device.id, ['IHSG', 'IHG']),
  ]);
  const stats: DeviceStats = {};
  if (fq !== undefined) stats.freq = await columnStats(db, fq, from, to, 1, 1, NOMINAL_HZ);
  if (uaa !== undefined && udin > 0) stats.volt = await columnStats(db, uaa, from, to, 1, 1, udin, 100 / udin);
  if (thd !== undefined) stats.thd = await columnStats(db, thd, from, to, 1, 1);
  if (hsg !== undefined) stats.harmonic = await columnStats(db, hsg, from, to, 2, 25);
  if (ihsg !== undefined) stats.interharmonic = await columnStats(db, ihsg, from, to, 1, 25);
  return stats;
}
