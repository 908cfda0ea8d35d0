import { MEAS } from '../realtime/devices/profiles.js';
import type { DeviceEntry, MeasType } from '../realtime/devices/types.js';
import type { RealtimePlane } from '../realtime/plane.js';
import { jsonValues } from '../realtime/wrdb/window.js';

/** What the rings say about each device: its newest value of one measurement and how old it is. */
export interface LiveReading {
  entry: DeviceEntry;
  /** newest value (first component), null when the ring is empty or the sample is a gap */
  value: number | null;
  /** Unix ms of the newest sample, 0 when none */
  at: number;
}

/** The newest sample of `measType` for every device that has that point (in-memory, no database). */
export function latestReadings(plane: RealtimePlane, measType: MeasType): LiveReading[] {
  const out: LiveReading[] = [];
  for (const entry of plane.directory.entries) {
    const point = entry.points[measType];
    const ring = point && plane.wrdb.get(point.recordId);
    if (!ring) continue;
    const last = ring.last();
    const m = MEAS[measType];
    const first = last ? jsonValues(last, m.width, m.decimals)[0] : null;
    out.push({ entry, value: typeof first === 'number' ? first : null, at: last ? Math.round((last.start / ring.rate) * 1000) : 0 });
  }
  return out;
}
