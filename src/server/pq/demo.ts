import type { DB } from '../db/types.js';
import type { Ctx } from '../http/types.js';
import type { DeviceEventKind } from '../notify/types.js';
import { PROFILES, isEquipType, rateOf } from '../realtime/devices/profiles.js';
import type { Device, MeasType } from '../realtime/devices/types.js';
import type { AlarmRule } from '../realtime/events/types.js';
import { DEFAULT_RULES } from '../realtime/events/types.js';
import { mulberry32 } from '../realtime/simulator/prng.js';
import type { CapturePart } from './capture.js';
import { RULES_TABLE, ruleOf } from './rules.js';
import { storeEvents, type EventToStore } from './store.js';
import { ensurePqTables } from './tables.js';

const COUNT = 48;

/** A closed-form capture: the point's rows over [from, to] with the RMS factor `k(t)` (1 outside the event). */
function part(
  p: { record_id: number; meas_type: string; point_id: string },
  rate: number,
  from: number,
  to: number,
  value: (t: number) => number,
): CapturePart {
  const startIndex = Math.ceil(from * rate);
  const rows = Math.floor(to * rate) - startIndex + 1;
  const f = new Float32Array(rows);
  for (let i = 0; i < rows; i++) f[i] = value((startIndex + i) / rate);
  return {
    recordId: Number(p.record_id),
    measType: p.meas_type,
    pointId: p.point_id,
    channelName: null,
    rate,
    width: 1,
    startIndex,
    rows,
    data: Buffer.from(f.buffer),
  };
}

/**
 * Seed step "pq-demo-events-v1": 48 dips, swells and interruptions of the demo devices over the past
 * 30 days, with closed-form captures of their voltage, frequency and (SMD-W) waveform, so a fresh
 * install shows the event list, an event's curves, the ITIC scatter and the SARFI indices.
 */
export async function seedPqDemoEvents(ctx: Ctx, trx: DB): Promise<void> {
  if (!ctx.registry.get('isps_device')) return;
  await ensurePqTables(trx);
  const all = await trx.selectFrom('isps_device').selectAll().where('equip_id', 'like', 'SMD%').orderBy('equip_id').execute();
  // three of each type, so the demo shows the SMD-W waveform too
  const devices = ['SMD-C', 'SMD-L', 'SMD-R', 'SMD-W'].flatMap((type) => all.filter((d) => d.equip_type === type).slice(0, 3));
  if (!devices.length) return;
  const ruleRows = ctx.registry.get(RULES_TABLE) ? await trx.selectFrom(RULES_TABLE).selectAll().execute() : [];
  const rules = ruleRows.map(ruleOf).filter((r): r is AlarmRule => !!r);
  const ruleFor = (k: DeviceEventKind) => rules.find((r) => r.kind === k && !r.equipId && !r.equipType) ?? DEFAULT_RULES.find((r) => r.kind === k)!;
  const rnd = mulberry32(20_241_128);
  const now = Math.floor(Date.now() / 1000);
  const ids = devices.map((d) => d.id);
  const allPoints = await trx
    .selectFrom('isps_meas_point')
    .select(['device_id', 'record_id', 'meas_type', 'point_id'])
    .where('device_id', 'in', ids)
    .orderBy('record_id')
    .execute();
  const batch: EventToStore[] = [];
  for (let n = 0; n < COUNT; n++) {
    const d = devices[n % devices.length];
    if (!isEquipType(d.equip_type)) continue;
    const prof = PROFILES[d.equip_type];
    const device = { equipId: d.equip_id, equipType: d.equip_type, ratedKv: Number(d.rated_kv ?? prof.ratedKv) } as Device;
    const u = rnd();
    const kind: DeviceEventKind = u < 0.75 ? 'voltage_sag' : u < 0.92 ? 'voltage_swell' : 'voltage_interruption';
    const depth = kind === 'voltage_sag' ? 0.1 + 0.78 * rnd() ** 0.7 : kind === 'voltage_swell' ? 1.11 + 0.3 * rnd() : 0.01 + 0.03 * rnd();
    const duration = rnd() < 0.6 ? (1 + Math.floor(15 * rnd())) / 50 : 0.3 + 2.7 * rnd();
    const start = now - 3600 - Math.floor(rnd() * 29 * 86_400) + Math.round(rnd() * 1000) / 1000;
    const rule = ruleFor(kind);
    const from = start - rule.captureBefore;
    const to = start + duration + rule.captureAfter;
    const udin = device.ratedKv / Math.sqrt(3);
    const inside = (t: number) => t >= start && t < start + duration;
    const points = allPoints.filter((p) => p.device_id === d.id);
    const parts: CapturePart[] = [];
    for (const p of points) {
      const m = p.meas_type as MeasType;
      const reportRate = Number(d.report_rate ?? prof.reportRate);
      const sampleRate = Number(d.sample_rate ?? prof.sampleRate);
      const rate = rateOf(m, { reportRate, sampleRate });
      if (m === 'UAA') parts.push(part(p, rate, from, to, (t) => udin * (inside(t) ? depth : 1)));
      if (m === 'fq') parts.push(part(p, rate, from, to, (t) => 50 + 0.01 * Math.sin(t) - (inside(t) && kind !== 'voltage_swell' ? 0.02 : 0)));
      if (m === 'WAV') parts.push(part(p, rate, from, to, (t) => udin * Math.SQRT2 * (inside(t) ? depth : 1) * Math.sin(2 * Math.PI * 50 * t)));
    }
    const ev = { equipId: device.equipId, kind, start, end: start + duration, duration, extreme: depth, phase: 'A', recordId: 0, rule };
    batch.push({ ev, device, parts, capture: 'ok' });
    // a dip record holds its interruption: the dip of the same disturbance, as the detector finds both
    if (kind === 'voltage_interruption') batch.push({ ev: { ...ev, kind: 'voltage_sag', rule: ruleFor('voltage_sag') }, device, parts, capture: 'ok' });
  }
  await storeEvents(trx, batch);
}
