/**
 * Values no power system produces, whatever a CRC-valid frame says: they are kept out of the
 * rings (and so of curves and aggregates) and counted as invalid.
 */
const FREQ_MAX_HZ = 1000;
/** RMS magnitudes above these are no grid's (the highest AC lines are 1,100 kV, faults reach ~100 kA) */
const VOLTS_MAX = 1e7;
const AMPS_MAX = 1e6;

/** Hz/s: ROCOF relays are set at 0.1–1 Hz/s and a collapsing island reaches a few; 100 is no grid's */
const ROCOF_MAX = 100;

export const plausibleFrequency = (hz: number): boolean => Number.isFinite(hz) && hz > 0 && hz <= FREQ_MAX_HZ;

export const plausibleRocof = (hzPerSecond: number): boolean => Number.isFinite(hzPerSecond) && Math.abs(hzPerSecond) <= ROCOF_MAX;

/** a phasor magnitude in V (voltage, kind 0) or A (current) */
export const plausibleMagnitude = (mag: number, kind: number): boolean => Number.isFinite(mag) && mag >= 0 && mag <= (kind === 0 ? VOLTS_MAX : AMPS_MAX);
