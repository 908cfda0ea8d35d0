/** How far a live value is from nominal (pure). Frequency ±0.2 / ±0.5 Hz; voltage ±7 % / ±10 % of rated. */
export type Level = 'normal' | 'warning' | 'alarm' | 'nodata';

export const NOMINAL_HZ = 50;
export const FREQ_WARN_HZ = 0.2;
export const FREQ_ALARM_HZ = 0.5;
export const VOLT_WARN = 0.07;
export const VOLT_ALARM = 0.1;

export const LEVEL_COLOR: Record<Level, string> = { normal: '#52c41a', warning: '#fa8c16', alarm: '#f5222d', nodata: '#bfbfbf' };
export const LEVELS: Level[] = ['normal', 'warning', 'alarm', 'nodata'];

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
// limits are inclusive; the epsilon keeps 50.2 − 50 = 0.2000000000000028 inside ±0.2
const EPS = 1e-9;

export function frequencyLevel(v: unknown, nominal = NOMINAL_HZ): Level {
  if (!isNum(v)) return 'nodata';
  const d = Math.abs(v - nominal);
  return d <= FREQ_WARN_HZ + EPS ? 'normal' : d <= FREQ_ALARM_HZ + EPS ? 'warning' : 'alarm';
}

/** UAA is the phase RMS in kV: compared with the rated phase voltage ratedKv / √3. */
export function voltageLevel(v: unknown, ratedKv: number): Level {
  if (!isNum(v) || !(ratedKv > 0)) return 'nodata';
  const d = Math.abs(v / (ratedKv / Math.sqrt(3)) - 1);
  return d <= VOLT_WARN + EPS ? 'normal' : d <= VOLT_ALARM + EPS ? 'warning' : 'alarm';
}

/** The worse of two levels (no data counts below normal only when nothing else is known). */
export function worst(a: Level, b: Level): Level {
  const rank: Record<Level, number> = { nodata: 0, normal: 1, warning: 2, alarm: 3 };
  return rank[a] >= rank[b] ? a : b;
}
