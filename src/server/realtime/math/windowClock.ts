/** Seconds between the ticks the 10/12-cycle windows are resynchronised to (IEC 61000-4-30 §4.6). */
export const TICK_SECONDS = 600;

/**
 * Where the next 10/12-cycle window starts (absolute sample index), given the one that started
 * at `start` and held `samples` samples — its cycle count measured at the frequency of the time
 * (analyse.ts: round(10·fs/f)). IEC 61000-4-30 class A: windows are back to back, so no sample
 * is analysed twice (at 45 Hz ten cycles are 222 ms) and none is skipped (at 55 Hz 182 ms),
 * and the sequence restarts at every 10-minute tick of the clock: the window that straddles it
 * keeps its ten cycles, the next one starts at the tick (they overlap by what crossed it).
 */
export function nextWindowStart(start: number, samples: number, fs: number): number {
  const tick = (Math.floor(start / (TICK_SECONDS * fs)) + 1) * TICK_SECONDS * fs;
  return Math.min(start + samples, tick);
}
