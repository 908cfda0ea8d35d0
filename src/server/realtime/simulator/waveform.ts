import { NOISE_WAV, type DeviceModel } from './model.js';
import { noise } from './prng.js';

/** Parameters (frequency, amplitude, harmonic levels) are taken once per block of samples. */
export const BLOCK = 64;
const TAU = 2 * Math.PI;
/** waveform noise, relative to the peak (a 14-bit converter's floor) */
const WAVE_NOISE = 1e-4;

/** Phase of the fundamental at absolute sample `index`; carried from one call to the next. */
export interface WaveState {
  index: number;
  phase: number;
}

/**
 * Samples count values of the device's voltage from absolute sample index `start` at fs:
 * v = √2·U(t)·S(t)·[sin φ + Σ h_n sin(nφ + θ_n)] + Σ √2·U·a_j sin(2π f_j t + ψ_j) + noise,
 * with φ integrated from f(t) (so frequency steps bend the phase, as on a real grid). The sine
 * terms advance by complex rotation within a block; blocks are aligned to absolute indices so
 * the output does not depend on how calls split the time. `state` continues the phase of the
 * previous call when it ended at `start`; otherwise the phase starts at 0.
 */
export function synthesize(m: DeviceModel, fs: number, start: number, count: number, out: Float32Array | Float64Array, state?: WaveState): void {
  let phase = state && state.index === start ? state.phase : 0;
  const H = m.harmonics.length;
  const I = m.interharmonics.length;
  const amp = new Float64Array(H + 1 + I);
  const cr = new Float64Array(H + 1 + I);
  const ci = new Float64Array(H + 1 + I);
  const dr = new Float64Array(H + 1 + I);
  const di = new Float64Array(H + 1 + I);
  let i = 0;
  while (i < count) {
    const index = start + i;
    const blockEnd = Math.min(count, i + (BLOCK - (index % BLOCK)));
    const t0 = index / fs;
    const dphi = (TAU * m.frequency(t0)) / fs;
    const peak = Math.SQRT2 * m.baseAmplitude(t0);
    // component 0: the fundamental; 1..H: harmonics; then interharmonics at fixed Hz
    const set = (k: number, a: number, theta: number, step: number) => {
      amp[k] = a; cr[k] = Math.cos(theta); ci[k] = Math.sin(theta); dr[k] = Math.cos(step); di[k] = Math.sin(step);
    };
    set(0, 1, phase, dphi);
    for (let h = 0; h < H; h++) set(h + 1, m.harmonicLevel(h, t0), m.harmonics[h].order * phase + m.harmonics[h].phase, m.harmonics[h].order * dphi);
    for (let j = 0; j < I; j++) {
      const ih = m.interharmonics[j];
      // integer f_j: f_j·index mod fs is exact, so the phase stays precise at Unix-time indices
      set(H + 1 + j, ih.level, (TAU * ((ih.freq * index) % fs)) / fs + ih.phase, (TAU * ih.freq) / fs);
    }
    const n = amp.length;
    for (; i < blockEnd; i++) {
      let s = 0;
      for (let k = 0; k < n; k++) {
        s += amp[k] * ci[k];
        const r = cr[k] * dr[k] - ci[k] * di[k];
        ci[k] = cr[k] * di[k] + ci[k] * dr[k];
        cr[k] = r;
      }
      const t = (start + i) / fs;
      out[i] = peak * (m.sagFactor(t) * s + WAVE_NOISE * noise(m.seed, NOISE_WAV, start + i));
      phase += dphi;
    }
    phase %= TAU;
  }
  if (state) {
    state.index = start + count;
    state.phase = phase;
  }
}
