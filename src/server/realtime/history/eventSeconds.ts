import type { DeviceEntry } from '../devices/types.js';
import { HalfCycleRms } from '../math/halfCycleRms.js';
import type { Wrdb } from '../wrdb/store.js';

/**
 * IEC 61000-4-30 §4.7 thresholds, in per unit of the declared input voltage Udin (the phase
 * voltage: rated kV / √3): a dip starts below 90 %, a swell above 110 %, an interruption
 * below 5 % (a deep dip, so also below 90 %).
 */
export const DIP_THRESHOLD = 0.9;
export const SWELL_THRESHOLD = 1.1;

/**
 * Which seconds of a device held a dip, swell or interruption, read from Urms(½) of its waveform
 * (WAV, SMD-W: as the event detector judges it), else from its UAA record (the voltage RMS the
 * device reports at its reporting rate): every value of the device in such a
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
    const wave = entry.points.WAV && this.wrdb.get(entry.points.WAV.recordId);
    if (wave && udin > 0) {
      const judged = halfCycles(wave, second, udin);
      if (judged !== null) return judged;
    }
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

/**
 * Whether a Urms(½) value ending in the second left 90–110 % of Udin; null when the waveform has
 * no samples there. The clock starts 60 ms early so the second's first values are whole cycles.
 */
function halfCycles(ring: NonNullable<ReturnType<Wrdb['get']>>, second: number, udin: number): boolean | null {
  const from = second * ring.rate;
  const lead = Math.round(0.06 * ring.rate);
  const s = ring.read(from - lead, from + ring.rate - 1);
  if (!s) return null;
  let rms = new HalfCycleRms(ring.rate);
  let base = s.start;
  let seen = false;
  for (let r = 0; r < s.rows; r++) {
    const v = s.values[r * ring.width];
    if (Number.isNaN(v)) {
      rms = new HalfCycleRms(ring.rate);
      base = s.start + r + 1;
      continue;
    }
    if (s.start + r >= from) seen = true;
    const u = rms.push(v) / udin;
    if (base + rms.at >= from && (u < DIP_THRESHOLD || u > SWELL_THRESHOLD)) return true;
  }
  return seen ? false : null;
}
