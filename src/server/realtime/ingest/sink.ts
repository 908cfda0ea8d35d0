import { statUsable } from '../c37118/stat.js';
import type { ConfigFrame, DataFrame, PmuConfig } from '../c37118/types.js';
import { frequency, phasorValue } from '../c37118/values.js';
import type { DeviceEntry } from '../devices/types.js';
import type { Wrdb } from '../wrdb/store.js';

const one = new Float32Array(1);

/** The PMU block of a stream that is this device: the one with its IDCODE, else the first. */
export function blockOf(cfg: ConfigFrame, idcode: number): number {
  const i = cfg.pmus.findIndex((p) => p.idcode === idcode);
  return i < 0 ? 0 : i;
}

/** The first voltage phasor (PHUNIT / PHSCALE type), else the first phasor. */
const voltageIndex = (p: PmuConfig) =>
  Math.max(
    0,
    p.phasors.findIndex((c) => c.kind === 0),
  );

const DEG = 180 / Math.PI;

/**
 * Writes a data frame into the device's rings, at the row of the frame's own time stamp
 * (SOC + FRACSEC / TIME_BASE at the device's report rate): fq from FREQ, UAA from the first
 * voltage phasor (kV), and each phasor's points (UPM kV / IPM A, PHA degrees in (−180, 180]).
 * A block whose STAT is not usable (data error, or not synchronised: its angle means nothing)
 * is not written: the rings show a gap, and the reason is tallied for history's quality.
 * Returns false when the block was unusable.
 */
export function writeFrame(wrdb: Wrdb, entry: DeviceEntry, cfg: ConfigFrame, block: number, f: DataFrame): boolean {
  const p = cfg.pmus[block];
  const d = f.pmus[block];
  if (!p || !d) return false;
  const index = Math.round((f.soc + f.fracsec / cfg.timeBase) * entry.device.reportRate);
  if (!statUsable(d.stat)) {
    tallyDropped(wrdb, entry, index, (d.stat & 0xc000) !== 0);
    return false;
  }
  const fq = entry.points.fq && wrdb.get(entry.points.fq.recordId);
  if (fq) {
    one[0] = frequency(p, d);
    fq.write(index, one, 1);
  }
  const ua = entry.points.UAA && wrdb.get(entry.points.UAA.recordId);
  if (ua && p.phasors.length) {
    one[0] = phasorValue(p, d, voltageIndex(p)).mag / 1000;
    ua.write(index, one, 1);
  }
  const channels = entry.channels;
  if (channels) {
    for (const c of channels) {
      const i = c.channel! - 1;
      const ring = i < p.phasors.length ? wrdb.get(c.recordId) : undefined;
      if (!ring) continue;
      const v = phasorValue(p, d, i);
      one[0] = c.measType === 'PHA' ? wrapDegrees(v.angle * DEG) : c.measType === 'UPM' ? v.mag / 1000 : v.mag;
      ring.write(index, one, 1);
    }
  }
  return true;
}

/** An angle in degrees, in (−180, 180] (CFG-3 angle offsets can push it out). */
function wrapDegrees(a: number): number {
  const w = a - 360 * Math.floor((a + 180) / 360);
  return w === -180 ? 180 : w;
}

/** Counts a dropped sample against each of the device's records (a data error outranks lost sync). */
function tallyDropped(wrdb: Wrdb, entry: DeviceEntry, row: number, invalid: boolean): void {
  const rate = entry.device.reportRate;
  for (const pt of [entry.points.fq, entry.points.UAA, ...(entry.channels ?? [])]) if (pt) wrdb.dropped.add(pt.recordId, row, rate, invalid);
}
