import { newId } from '#shared/ids.js';
import type { DB } from '../db/types.js';
import type { Device } from '../realtime/devices/types.js';
import type { DetectedEvent } from '../realtime/events/types.js';
import type { CapturePart } from './capture.js';
import { CAPTURES_TABLE, EVENTS_TABLE } from './tables.js';

export type CaptureState = 'none' | 'ok' | 'truncated' | 'skipped' | 'expired';

/** An event's extreme as stored: % of Udin for voltage kinds, Hz for frequency. */
export const storedExtreme = (ev: Pick<DetectedEvent, 'kind' | 'extreme'>) => (ev.kind === 'freq_excursion' ? ev.extreme : ev.extreme * 100);

/** One event with its capture, as storeEvents takes them. */
export interface EventToStore {
  ev: DetectedEvent;
  device: Device;
  parts: CapturePart[];
  capture: CaptureState;
}

/** Stores an event and its capture (one transaction: an event never shows a half-written capture). Returns its id. */
export async function storeEvent(db: DB, ev: DetectedEvent, device: Device, parts: CapturePart[], capture: CaptureState): Promise<string> {
  return (await storeEvents(db, [{ ev, device, parts, capture }]))[0];
}

/** Stores events and their captures in one transaction and two statements (the demo seed's 48 at once). Returns their ids. */
export async function storeEvents(db: DB, events: EventToStore[]): Promise<string[]> {
  const ids = events.map(() => newId());
  const eventRows = events.map(({ ev, device, parts, capture }, i) => ({
    id: ids[i],
    equip_id: ev.equipId,
    equip_type: device.equipType,
    phase: ev.phase,
    kind: ev.kind,
    rule_id: ev.rule.id.slice(0, 32),
    rule_name: ev.rule.name.slice(0, 100),
    severity: ev.rule.severity,
    start_ms: Math.round(ev.start * 1000),
    duration_ms: ev.duration * 1000,
    extreme: storedExtreme(ev),
    limit_value: ev.rule.limit,
    udin_kv: device.ratedKv / Math.sqrt(3),
    capture: parts.length ? capture : capture === 'skipped' ? 'skipped' : 'none',
  }));
  const captureRows = events.flatMap(({ parts }, i) =>
    parts.map((p) => ({
      event_id: ids[i],
      record_id: p.recordId,
      meas_type: p.measType,
      point_id: p.pointId.slice(0, 100),
      channel_name: p.channelName?.slice(0, 64) ?? null,
      rate: p.rate,
      width: p.width,
      start_index: p.startIndex,
      rows: p.rows,
      data: p.data,
    })),
  );
  const write = async (trx: DB) => {
    if (eventRows.length) await trx.insertInto(EVENTS_TABLE).values(eventRows).execute();
    if (captureRows.length) await trx.insertInto(CAPTURES_TABLE).values(captureRows).execute();
  };
  // a seed step calls it inside its own transaction
  await (db.isTransaction ? write(db) : db.transaction().execute(write));
  return ids;
}

/** Retention: captures older than `captureDays`, events older than `eventDays` (the feeding process runs it hourly). */
export async function dropOldEvents(db: DB, captureDays: number, eventDays: number, nowMs = Date.now()): Promise<void> {
  const capCut = nowMs - captureDays * 86_400_000;
  const evCut = nowMs - eventDays * 86_400_000;
  const old = db.selectFrom(EVENTS_TABLE).select('id').where('start_ms', '<', capCut);
  await db.deleteFrom(CAPTURES_TABLE).where('event_id', 'in', old).execute();
  await db.updateTable(EVENTS_TABLE).set({ capture: 'expired' }).where('start_ms', '<', capCut).where('capture', 'in', ['ok', 'truncated']).execute();
  await db.deleteFrom(EVENTS_TABLE).where('start_ms', '<', evCut).execute();
}
