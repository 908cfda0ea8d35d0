import type { CapturePartAnswer } from '#shared/contract/pqEvents.js';
import type { DeviceEntry, Point } from '../realtime/devices/types.js';
import type { DetectedEvent } from '../realtime/events/types.js';
import type { Wrdb } from '../realtime/wrdb/store.js';

/**
 * Longest stretch of an event captured (s): a longer event keeps its first 10 s plus the rule's
 * `after` seconds (its recovery is not captured: the event is marked `truncated`). With the rule's
 * before/after at most 10 s each, a capture spans at most 30 s of every point of the device
 * (an SMD-W waveform at 12.8 kHz: 384,000 float32 values, 1.5 MB).
 */
export const MAX_EVENT_CAPTURE_S = 10;

/** A captured point as stored: the answer's fields, its float32 rows little-endian instead of values. */
export type CapturePart = Omit<CapturePartAnswer, 'values'> & { data: Buffer };

/** The span [from, to] (Unix s) an event's capture covers, and whether its end is cut off. */
export function captureSpan(ev: DetectedEvent): { from: number; to: number; truncated: boolean } {
  const truncated = ev.duration > MAX_EVENT_CAPTURE_S;
  const end = truncated ? ev.start + MAX_EVENT_CAPTURE_S : ev.start + ev.duration;
  return { from: ev.start - ev.rule.captureBefore, to: end + ev.rule.captureAfter, truncated };
}

const pointsOf = (entry: DeviceEntry): Point[] => [...Object.values(entry.points), ...(entry.channels ?? [])];

/** True once every record of the device has rows up to `to` (or the clock is well past it: a silent record is not waited for). */
export function captureReady(wrdb: Wrdb, entry: DeviceEntry, to: number, nowS = Date.now() / 1000): boolean {
  if (nowS > to + 5) return true;
  return pointsOf(entry).every((p) => {
    const ring = wrdb.get(p.recordId);
    return !ring || ring.newest < 0 || ring.newest / ring.rate >= to;
  });
}

/** Copies every point's rows in [from, to] out of the rings (a float32 view becomes bytes as stored; x86 and ARM are little-endian). */
export function captureRows(wrdb: Wrdb, entry: DeviceEntry, from: number, to: number): CapturePart[] {
  const out: CapturePart[] = [];
  for (const p of pointsOf(entry)) {
    const ring = wrdb.get(p.recordId);
    if (!ring) continue;
    const slice = ring.read(Math.ceil(from * ring.rate), Math.floor(to * ring.rate));
    if (!slice) continue;
    out.push({
      recordId: p.recordId,
      measType: p.measType,
      pointId: p.pointId,
      channelName: p.channelName ?? null,
      rate: ring.rate,
      width: ring.width,
      startIndex: slice.start,
      rows: slice.rows,
      data: Buffer.from(slice.values.buffer, slice.values.byteOffset, slice.values.byteLength),
    });
  }
  return out;
}

/** Stored bytes back to numbers (NaN, a gap, becomes null). */
export function valuesOf(data: Uint8Array): (number | null)[] {
  const copy = new Uint8Array(data); // aligned
  const f = new Float32Array(copy.buffer, 0, Math.floor(copy.byteLength / 4));
  return Array.from(f, (v) => (Number.isNaN(v) ? null : v));
}
