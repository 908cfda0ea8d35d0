import type { DeviceEntry } from '../devices/types.js';
import type { Wrdb } from '../wrdb/store.js';

/**
 * IEC 61000-4-30 §4.7 thresholds, in per unit of the declared input voltage Udin (the phase
 * voltage: rated kV / √3): a dip starts below 90 %, a swell above 110 %, an interruption
 * below 5 % (a deep dip, so also below 90 %).
 */
export const DIP_THRESHOLD = 0.9;
export const SWELL_THRESHOLD = 1.1;

/**
 * Which seconds of a device held a dip, swell or interruption, read from its UAA record (the
 * voltage RMS the device reports at its reporting rate): every value of the device in such a
 * second is flagged (§4.7), whichever record it is. One instance per writer pass caches the
 * answer per device and second, as each of a device's records asks.
 */
export class EventSeconds {
  private readonly cache = new Map<string, boolean>();

  constructor(private readonly wrdb: Pick<Wrdb, 'get'>) {}

  has(entry: DeviceEntry, second: number): boolean {
    const key = `${entry.device.id}:${second}`;
    let v = this.cache.get(key);
    if (v === undefined) this.cache.set(key, (v = this.scan(entry, second)));
    return v;
  }

  private scan(entry: DeviceEntry, second: number): boolean {
    const udin = entry.device.ratedKv / Math.sqrt(3);
    const p = entry.points.UAA;
    const ring = p && this.wrdb.get(p.recordId);
    if (!ring || !(udin > 0)) return false;
    const s = ring.read(second * ring.rate, (second + 1) * ring.rate - 1);
    if (!s) return false;
    for (let i = 0; i < s.rows * ring.width; i += ring.width) {
      const u = s.values[i] / udin;
      if (u < DIP_THRESHOLD || u > SWELL_THRESHOLD) return true;
    }
    return false;
  }
}
