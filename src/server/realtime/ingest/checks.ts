import type { ConfigFrame, DataFrame } from '../c37118/types.js';
import type { IngestLimits } from './limits.js';
import type { RefuseReason } from './types.js';

/** Why a (CRC-valid) configuration is not taken: no time base to place data by, or more than a station has. */
export function configRefusal(cfg: ConfigFrame, lim: IngestLimits): RefuseReason | null {
  if (cfg.timeBase <= 0) return 'time-base';
  if (cfg.pmus.length > lim.maxPmus) return 'too-large';
  for (const p of cfg.pmus) if (p.phasors.length + p.analogs.length + p.digitals.length > lim.maxChannels) return 'too-large';
  return null;
}

/**
 * Why a (CRC-valid) data frame is not taken: a fraction of a second that is not one (FRACSEC ≥
 * TIME_BASE), or a time stamp outside the window around the server clock.
 */
export function dataRefusal(f: DataFrame, cfg: ConfigFrame, lim: IngestLimits): RefuseReason | null {
  if (f.fracsec >= cfg.timeBase) return 'fracsec';
  const t = f.soc + f.fracsec / cfg.timeBase;
  const now = lim.now() / 1000;
  if (t < now - lim.pastSeconds) return 'too-early';
  if (t > now + lim.futureSeconds) return 'too-late';
  return null;
}
