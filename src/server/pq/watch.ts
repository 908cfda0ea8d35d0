import type { Ctx } from '../http/types.js';
import { closeQuietDeviceEvents, raiseDeviceEvent } from '../notify/events.js';
import type { RealtimePlane } from '../realtime/plane.js';
import type { DeviceEntry } from '../realtime/devices/types.js';
import { EventDetector } from '../realtime/events/detector.js';
import { eventText } from '../realtime/events/text.js';
import type { DetectedEvent } from '../realtime/events/types.js';
import { captureReady, captureRows, captureSpan } from './capture.js';
import type { PqOptions } from './config.js';
import type { RuleBook } from './rules.js';
import { dropOldEvents, storeEvent } from './store.js';

interface Log {
  warn(obj: unknown, msg?: string): void;
}

interface Pending {
  ev: DetectedEvent;
  entry: DeviceEntry;
  from: number;
  to: number;
  truncated: boolean;
}

/** Open device-event messages are checked for an interval of quiet this often (closing is not urgent). */
const SWEEP_EVERY = 10;
/** Events waiting for their `after` samples; beyond this many (a storm) they are stored without a capture. */
const MAX_PENDING = 500;
const HOUR_MS = 3_600_000;

/**
 * The detector at work in the feeding process: each tick scans the devices' records against the
 * alarm rules (reloaded on change), raises each finished event of a real device as a grouped device-event
 * message (notify's raiseDeviceEvent: one open message per device and kind, repeats counted), and, once
 * the rule's `after` seconds have arrived, stores the event with its capture of every point of the
 * device. Captures per device and hour are bounded (ISPS_PQ_CAPTURES_PER_HOUR); retention runs hourly.
 */
export class PqWatch {
  readonly detector: EventDetector;
  private version = -1;
  private pending: Pending[] = [];
  private budget = new Map<string, { hour: number; used: number }>();
  private beat = 0;
  private lastRetention = 0;

  constructor(
    private readonly ctx: Ctx,
    private readonly plane: RealtimePlane,
    private readonly book: RuleBook,
    private readonly opts: PqOptions,
  ) {
    this.detector = new EventDetector(plane.wrdb, book.rules);
  }

  /** One scan, the notifications, the captures that are due. Returns the ids of the events stored. */
  async tick(): Promise<string[]> {
    if (this.version !== this.book.version) {
      this.version = this.book.version;
      this.detector.setRules(this.book.rules);
    }
    const entries = this.plane.directory.entries;
    const events = this.detector.scan(entries);
    // one at a time: repeats of one device and kind in a batch count into one message in turn
    for (const ev of events) {
      const { rule } = ev;
      const entry = this.plane.directory.byEquipId.get(ev.equipId);
      // a simulated device's events are stored but reach nobody's bell, unless ISPS_DEVICE_EVENT_SIMULATED=on:
      // a fresh install's bell holds only what a person would act on
      const tell = !!entry?.device.link || this.ctx.config.deviceEvents.simulated;
      const recipients = rule.notifyUsers.length || rule.notifyRoles.length ? { users: rule.notifyUsers, roles: rule.notifyRoles } : {};
      if (tell) await raiseDeviceEvent(this.ctx, { deviceId: ev.equipId, kind: ev.kind, text: eventText(ev), priority: rule.severity, ...recipients });
      if (entry) this.pending.push({ ev, entry, ...captureSpan(ev) });
    }
    const stored: string[] = [];
    const keep: Pending[] = [];
    for (const p of this.pending) {
      if (!captureReady(this.plane.wrdb, p.entry, p.to) && this.pending.length <= MAX_PENDING) keep.push(p);
      else stored.push(await this.store(p));
    }
    this.pending = keep;
    if (++this.beat % SWEEP_EVERY === 0) await closeQuietDeviceEvents(this.ctx);
    if (Date.now() - this.lastRetention > HOUR_MS) {
      this.lastRetention = Date.now();
      await dropOldEvents(this.ctx.db, this.opts.captureDays, this.opts.eventDays);
    }
    return stored;
  }

  private async store(p: Pending): Promise<string> {
    const hour = Math.floor(Date.now() / HOUR_MS);
    const b = this.budget.get(p.ev.equipId);
    const used = b && b.hour === hour ? b.used : 0;
    if (used >= this.opts.capturesPerHour) return storeEvent(this.ctx.db, p.ev, p.entry.device, [], 'skipped');
    this.budget.set(p.ev.equipId, { hour, used: used + 1 });
    const parts = captureRows(this.plane.wrdb, p.entry, p.from, p.to);
    return storeEvent(this.ctx.db, p.ev, p.entry.device, parts, p.truncated ? 'truncated' : 'ok');
  }
}

/** Ticks once a second in the feeding process (one process raises and stores). Returns the stop. */
export function startPqWatch(watch: PqWatch, plane: RealtimePlane, ready: Promise<unknown>, log: Log, everyMs = 1000): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy || !plane.feeding) return; // a slow database: skip a beat rather than pile up
    busy = true;
    ready
      .then(() => watch.tick())
      .catch((err) => log.warn({ err }, 'power-quality event not stored'))
      .finally(() => {
        busy = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
