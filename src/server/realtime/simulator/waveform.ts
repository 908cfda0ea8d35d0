import { NOISE_WAV, type DeviceModel } from './model.js';
import { noise } from './prng.js';

/** Parameters (frequency, amplitude, harmonic levels) are taken once per block of samples. */
export const BLOCK = 64;
const TAU = 2 * Math.PI;
/** waveform noise, relative to the peak (a 14-bit converter's floor) */
const WAVE_NOISE = 1e-4;

/** Phase of the fundamental at the start of absolute block `block`; carried from call to call. */
export interface WaveState {
  block: number;
  phase: number;
}

/**
 * Samples count values of the device's voltage from absolute sample index `start` at fs:
 * v = √2·U(t)·S(t)·[sin φ + Σ h_n sin(nφ + θ_n)] + Σ √2·U·a_j sin(2π f_j t + ψ_j) + noise,
 * with φ integrated from f(t) (so frequency steps bend the phase, as on a real grid).
 * Work goes by blocks aligned to absolute indices: parameters are read at the block start, the
 * sine terms advance by complex rotation inside it, and a block cut by the end of a call is
 * computed whole again by the next. So the output does not depend on how calls split the time.
 * `state` carries the phase; without it (or when it does not meet `start`) the phase starts at 0.
 */
export function synthesize(m: DeviceModel, fs: number, start: number, count: number, out: Float32Array | Float64Array, state?: WaveState): void {
  const first = Math.floor(start / BLOCK);
  let phase = state && state.block === first ? state.phase : 0;
  const n = 1 + m.harmonics.length + m.interharmonics.length;
  const amp = new Float64Array(n);
  const cr = new Float64Array(n);
  const ci = new Float64Array(n);
  const dr = new Float64Array(n);
  const di = new Float64Array(n);
  const end = start + count;
  for (let b = first; b * BLOCK < end; b++) {
    const b0 = b * BLOCK;
    const dphi = (TAU * m.frequency(b0 / fs)) / fs;
    prepare(m, fs, b0, phase, dphi, amp, cr, ci, dr, di);
    const peak = Math.SQRT2 * m.baseAmplitude(b0 / fs);
    const to = Math.min(end, b0 + BLOCK);
    for (let index = b0; index < to; index++) {
      let s = 0;
      for (let k = 0; k < n; k++) {
        s += amp[k] * ci[k];
        const r = cr[k] * dr[k] - ci[k] * di[k];
        ci[k] = cr[k] * di[k] + ci[k] * dr[k];
        cr[k] = r;
      }
      if (index >= start) out[index - start] = peak * (m.sagFactor(index / fs) * s + WAVE_NOISE * noise(m.seed, NOISE_WAV, index));
    }
    if (to < b0 + BLOCK) {
      if (state) Object.assign(state, { block: b, phase }); // cut short: the next call redoes this block
      return;
    }
    phase = (phase + BLOCK * dphi) % TAU;
  }
  if (state) Object.assign(state, { block: Math.floor(end / BLOCK), phase });
}

/** Component 0 is the fundamental, then the harmonics, then interharmonics at fixed Hz. */
function prepare(
  m: DeviceModel,
  fs: number,
  b0: number,
  phase: number,
  dphi: number,
  amp: Float64Array,
  cr: Float64Array,
  ci: Float64Array,
  dr: Float64Array,
  di: Float64Array,
): void {
  const set = (k: number, a: number, theta: number, step: number) => {
    amp[k] = a;
    cr[k] = Math.cos(theta);
    ci[k] = Math.sin(theta);
    dr[k] = Math.cos(step);
    di[k] = Math.sin(step);
  };
  set(0, 1, phase, dphi);
  const H = m.harmonics.length;
  const t0 = b0 / fs;
  for (let h = 0; h < H; h++) {
    const o = m.harmonics[h].order;
    set(h + 1, m.harmonicLevel(h, t0), o * phase + m.harmonics[h].phase, o * dphi);
  }
  for (let j = 0; j < m.interharmonics.length; j++) {
    const ih = m.interharmonics[j];
    // integer f_j: f_j·index mod fs is exact, so the phase stays precise at Unix-time indices
    set(H + 1 + j, ih.level, (TAU * ((ih.freq * b0) % fs)) / fs + ih.phase, (TAU * ih.freq) / fs);
  }
}
