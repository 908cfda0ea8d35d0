import type { Ctx } from '../../http/types.js';
import { closeQuietDeviceEvents, raiseDeviceEvent } from '../../notify/events.js';
import type { RealtimePlane } from '../plane.js';
import { EventDetector } from './detector.js';
import { eventText } from './text.js';

interface Log {
  warn(obj: unknown, msg?: string): void;
}

/** Open device-event messages are checked for an interval of quiet this often (closing is not urgent). */
const SWEEP_EVERY = 10;

/**
 * Once a second, scans the devices' records for finished excursions and raises each (notify's
 * raiseDeviceEvent counts repeats into one open message per device and kind); every 10 s it
 * closes the messages whose device has been quiet for an interval. Returns the stop.
 */
export function watchDeviceEvents(ctx: Ctx, plane: RealtimePlane, log: Log, everyMs = 1000): () => void {
  const detector = new EventDetector(plane.wrdb);
  let busy = false;
  let beat = 0;
  const timer = setInterval(() => {
    if (busy || !plane.feeding) return; // a slow database: skip a beat rather than pile up; one process raises (the feeding one)
    busy = true;
    const events = detector.scan(plane.directory.entries);
    const sweep = ++beat % SWEEP_EVERY === 0;
    (async () => {
      // one at a time: repeats of one device and kind in a batch count into one message in turn
      for (const e of events) await raiseDeviceEvent(ctx, { deviceId: e.equipId, kind: e.kind, text: eventText(e) });
      if (sweep) await closeQuietDeviceEvents(ctx);
    })()
      .catch((err) => log.warn({ err }, 'device event not raised'))
      .finally(() => {
        busy = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
