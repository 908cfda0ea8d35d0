import type { Ctx } from '../../http/types.js';
import { raiseDeviceEvent } from '../../notify/events.js';
import type { RealtimePlane } from '../plane.js';
import { EventDetector } from './detector.js';
import { eventText } from './text.js';

interface Log { warn(obj: unknown, msg?: string): void }

/**
 * Once a second, scans the devices' records for finished excursions and raises each as a
 * system message (notify's raiseDeviceEvent rate-limits per device and kind). Returns the stop.
 */
export function watchDeviceEvents(ctx: Ctx, plane: RealtimePlane, log: Log, everyMs = 1000): () => void {
  const detector = new EventDetector(plane.wrdb);
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return; // a slow database: skip a beat rather than pile up
    busy = true;
    const events = detector.scan(plane.directory.entries);
    Promise.all(events.map((e) => raiseDeviceEvent(ctx, { deviceId: e.equipId, kind: e.kind, text: eventText(e) })))
      .catch((err) => log.warn({ err }, 'device event not raised'))
      .finally(() => { busy = false; });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
