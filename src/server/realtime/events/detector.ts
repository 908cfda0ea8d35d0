import type { DeviceEntry } from '../devices/types.js';
import type { Wrdb } from '../wrdb/store.js';
import { DEFAULT_LIMITS, type DetectedEvent, type DetectorLimits } from './types.js';

interface Open {
  start: number;
  extreme: number;
  last: number;
}
interface Track {
  next: number;
  open: Open | null;
}

/**
 * Scans the fq and UAA records of every device for excursions: a run of rows outside the limit
 * is one event, reported when it ends (so it carries its duration and extreme). It reads the
 * records, not the simulator's model, so real devices raise events the same way. A gap (NaN)
 * ends nothing: it is skipped. Scanning resumes where the previous scan stopped.
 */
export class EventDetector {
  private tracks = new Map<number, Track>();

  constructor(
    private readonly wrdb: Wrdb,
    private readonly limits: DetectorLimits = DEFAULT_LIMITS,
  ) {}

  scan(entries: DeviceEntry[]): DetectedEvent[] {
    const found: DetectedEvent[] = [];
    for (const { device, points } of entries) {
      const udin = device.ratedKv / Math.sqrt(3);
      const { nominal, freqDeviation, sagThreshold } = this.limits;
      if (points.fq)
        this.scanRecord(
          points.fq.recordId,
          (v) => Math.abs(v - nominal) > freqDeviation,
          (v) => v - nominal,
          (a, b) => Math.abs(b) > Math.abs(a),
          (o, rate) => found.push({ equipId: device.equipId, kind: 'freq_excursion', start: o.start / rate, end: o.last / rate, extreme: nominal + o.extreme }),
        );
      if (points.UAA && udin > 0)
        this.scanRecord(
          points.UAA.recordId,
          (v) => v / udin < sagThreshold,
          (v) => v / udin,
          (a, b) => b < a,
          (o, rate) => found.push({ equipId: device.equipId, kind: 'voltage_sag', start: o.start / rate, end: o.last / rate, extreme: o.extreme }),
        );
    }
    return found;
  }

  private scanRecord(
    recordId: number,
    outside: (v: number) => boolean,
    measure: (v: number) => number,
    worse: (a: number, b: number) => boolean,
    emit: (o: Open, rate: number) => void,
  ): void {
    const ring = this.wrdb.get(recordId);
    if (!ring || ring.newest < 0) return;
    let track = this.tracks.get(recordId);
    // first sight of a record: start from its newest row, history is not news
    if (!track || track.next < ring.oldest) this.tracks.set(recordId, (track = { next: ring.newest + 1, open: null }));
    const slice = ring.read(track.next, ring.newest);
    if (!slice) return;
    for (let r = 0; r < slice.rows; r++) {
      const v = slice.values[r * ring.width];
      if (Number.isNaN(v)) continue;
      const i = slice.start + r;
      if (outside(v)) {
        const m = measure(v);
        if (!track.open) track.open = { start: i, extreme: m, last: i };
        else {
          track.open.last = i;
          if (worse(track.open.extreme, m)) track.open.extreme = m;
        }
      } else if (track.open) {
        emit(track.open, ring.rate);
        track.open = null;
      }
    }
    track.next = slice.start + slice.rows;
  }
}
