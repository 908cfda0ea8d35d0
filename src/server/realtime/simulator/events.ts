import { hash2, mulberry32 } from './prng.js';
import type { SignalProfile } from './signals.js';

/** Events are drawn per 20 s epoch and lie wholly inside it, so one epoch's draw is all a time needs. */
export const EPOCH_SECONDS = 20;

export interface EpochEvents {
  epoch: number;
  /** frequency step: `delta` Hz from t0, held `hold` s, then a raised-cosine return over `ramp` s */
  step: { t0: number; hold: number; ramp: number; delta: number } | null;
  /** sag (α > 0) or swell (α < 0): amplitude × (1 − α) for t1 ≤ t < t2 */
  sag: { t1: number; t2: number; alpha: number } | null;
  /** communication drop-out: no data for t1 ≤ t < t2 */
  drop: { t1: number; t2: number } | null;
}

/**
 * The events of one epoch of one device. Every draw is made whether used or not, so the
 * sequence (and so each event) depends only on (device seed, epoch).
 * Sags follow A[1 − α(u(t−t1) − u(t−t2))] with 0.1 ≤ α ≤ 0.9 (mostly shallow: α = 0.1 + 0.8u²)
 * lasting 1–9 cycles (70 %) or 0.2–1.5 s; swells reach 1.1–1.8 pu (IEEE 1159).
 */
export function epochEvents(seed: number, sig: SignalProfile, epoch: number, nominal = 50): EpochEvents {
  const r = mulberry32(hash2(seed, epoch));
  const u = Array.from({ length: 15 }, r);
  const start = epoch * EPOCH_SECONDS;
  let step: EpochEvents['step'] = null;
  if (u[0] < sig.step.chance) {
    const hold = 3 + 5 * u[3];
    const ramp = 2 + 4 * u[4];
    step = { t0: start + u[5] * (EPOCH_SECONDS - hold - ramp), hold, ramp, delta: (u[2] < 0.5 ? -1 : 1) * sig.step.max * (0.3 + 0.7 * u[1]) };
  }
  let sag: EpochEvents['sag'] = null;
  if (u[6] < sig.sagChance) {
    const alpha = u[7] < 0.2 ? -(0.1 + 0.7 * u[8] ** 2) : 0.1 + 0.8 * u[8] ** 2;
    const duration = u[9] < 0.7 ? (1 + 8 * u[10]) / nominal : 0.2 + 1.3 * u[10];
    const t1 = start + u[11] * (EPOCH_SECONDS - duration);
    sag = { t1, t2: t1 + duration, alpha };
  }
  let drop: EpochEvents['drop'] = null;
  if (u[12] < sig.dropChance) {
    const duration = 1 + 4 * u[13];
    const t1 = start + u[14] * (EPOCH_SECONDS - duration);
    drop = { t1, t2: t1 + duration };
  }
  return { epoch, step, sag, drop };
}
