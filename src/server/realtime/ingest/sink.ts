import { statUsable } from '../c37118/stat.js';
import { timeFlags } from '../c37118/timeQuality.js';
import type { ConfigFrame, DataFrame, PmuConfig } from '../c37118/types.js';
import { frequency, phasorValue, rocof } from '../c37118/values.js';
import type { DeviceEntry, Point } from '../devices/types.js';
import type { Wrdb } from '../wrdb/store.js';
import { plausibleFrequency, plausibleMagnitude, plausibleRocof } from './plausible.js';

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

/** What writeFrame did with a block. */
export interface Written {
  /** false: STAT said PMU error, test mode or not synchronised; nothing written */
  usable: boolean;
  /** values left out as physically impossible */
  invalid: number;
  /** the block's time flags (c37118/timeQuality.ts), kept with each sample written */
  flags: number;
}

/**
 * Writes a data frame into the device's rings, at the row of the frame's own time stamp
 * (SOC + FRACSEC / TIME_BASE at the device's report rate): fq from FREQ, RF from DFREQ (Hz/s, as
 * sent: a PMU that always sends 0 stores 0), UAA from the first voltage phasor (kV), and each
 * phasor's points (UPM kV / IPM A, PHA degrees in (−180, 180]).
 * A block whose STAT is not usable (data error, or not synchronised: its angle means nothing)
 * is not written: the rings show a gap, and the reason is tallied for history's quality. A
 * value outside physical ranges is a gap tallied as a data error.
 */
export function writeFrame(wrdb: Wrdb, entry: DeviceEntry, cfg: ConfigFrame, block: number, f: DataFrame): Written {
  const p = cfg.pmus[block];
  const d = f.pmus[block];
  const out: Written = { usable: false, invalid: 0, flags: 0 };
  if (!p || !d) return out;
  const rate = entry.device.reportRate;
  const index = Math.round((f.soc + f.fracsec / cfg.timeBase) * rate);
  if (!statUsable(d.stat)) {
    tallyDropped(wrdb, entry, index, (d.stat & 0xc000) !== 0);
    return out;
  }
  out.usable = true;
  out.flags = timeFlags(f.timeQuality, d.stat);
  const put = (pt: Point | undefined, v: number, ok: boolean) => {
    const ring = pt && wrdb.get(pt.recordId);
    if (!ring) return;
    if (!ok) {
      out.invalid++;
      wrdb.dropped.add(pt.recordId, index, rate, true);
      return;
    }
    one[0] = v;
    ring.write(index, one, 1);
    if (out.flags) wrdb.dropped.mark(pt.recordId, index, rate, out.flags);
  };
  const hz = frequency(p, d);
  put(entry.points.fq, hz, plausibleFrequency(hz));
  const df = rocof(p, d);
  put(entry.points.RF, df, plausibleRocof(df));
  if (p.phasors.length) {
    const vi = voltageIndex(p);
    const u = phasorValue(p, d, vi).mag;
    put(entry.points.UAA, u / 1000, plausibleMagnitude(u, p.phasors[vi].kind));
  }
  for (const c of entry.channels ?? []) {
    const i = (c.channel ?? 0) - 1;
    if (!(i >= 0 && i < p.phasors.length)) continue;
    const v = phasorValue(p, d, i);
    if (c.measType === 'PHA') put(c, wrapDegrees(v.angle * DEG), Number.isFinite(v.angle));
    else put(c, c.measType === 'UPM' ? v.mag / 1000 : v.mag, plausibleMagnitude(v.mag, p.phasors[i].kind));
  }
  return out;
}

/** An angle in degrees, in (−180, 180] (CFG-3 angle offsets can push it out). */
function wrapDegrees(a: number): number {
  const w = a - 360 * Math.floor((a + 180) / 360);
  return w === -180 ? 180 : w;
}

/** Counts a dropped sample against each of the device's records (a data error outranks lost sync). */
function tallyDropped(wrdb: Wrdb, entry: DeviceEntry, row: number, invalid: boolean): void {
  const rate = entry.device.reportRate;
  for (const pt of [entry.points.fq, entry.points.RF, entry.points.UAA, ...(entry.channels ?? [])]) if (pt) wrdb.dropped.add(pt.recordId, row, rate, invalid);
}
