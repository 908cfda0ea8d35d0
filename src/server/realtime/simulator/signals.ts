import type { EquipType } from '../devices/types.js';

/** Per-type parameters of the signal model (model.ts); amplitudes are per-device scaled by the seed. */
export interface SignalProfile {
  /** slow frequency drift: [amplitude Hz, period s] sinusoids */
  drift: [number, number][];
  /** frequency measurement noise, Hz (σ) */
  fNoise: number;
  /**
   * ROCOF measurement noise, Hz/s (σ). A PMU differentiates filtered frequencies, so its ROCOF is
   * far quieter than the difference of two noisy fq rows (2 mHz apart at 100 /s is 0.1 Hz/s).
   */
  rfNoise: number;
  /** frequency steps: chance per 20 s epoch, largest step Hz */
  step: { chance: number; max: number };
  /** slow voltage drift (load cycle): [relative amplitude, period s] */
  uDrift: [number, number][];
  /** voltage measurement noise, relative σ */
  uNoise: number;
  /** chance per epoch of a sag or swell */
  sagChance: number;
  /** chance per epoch of a communication drop-out of 1–5 s (a gap in every record) */
  dropChance: number;
  /** voltage harmonics: [order, % of fundamental] */
  harmonics: [number, number][];
  /** interharmonics: [frequency Hz (integer), % of fundamental] */
  interharmonics: [number, number][];
}

const COMMON = {
  uDrift: [
    [0.012, 900],
    [0.005, 170],
  ] as [number, number][],
  uNoise: 0.0005,
  rfNoise: 0.005,
  sagChance: 0.08,
  dropChance: 0.015,
};

/**
 * Typical content by load type (IEC 61000-2-2 levels are 5 % for the 5th, 6 % THD / 8 % on LV):
 * renewables and the transmission grid are clean with a weak-grid frequency on the former; the
 * industrial feeder (6-pulse drives, arc furnaces) has the 5th/7th/11th/13th and interharmonics;
 * the LV building feeder (single-phase electronics) is rich in triplen harmonics.
 */
export const SIGNALS: Record<EquipType, SignalProfile> = {
  'SMD-R': {
    ...COMMON,
    drift: [
      [0.05, 600],
      [0.03, 240],
      [0.015, 70],
    ],
    fNoise: 0.002,
    rfNoise: 0.01, // the weak grid's frequency is the noisier
    step: { chance: 0.1, max: 0.4 },
    harmonics: [
      [5, 1.5],
      [7, 1.0],
      [11, 0.6],
      [13, 0.4],
    ],
    interharmonics: [],
  },
  'SMD-C': {
    ...COMMON,
    drift: [
      [0.02, 600],
      [0.01, 240],
      [0.005, 70],
    ],
    fNoise: 0.003,
    step: { chance: 0.06, max: 0.15 },
    harmonics: [
      [3, 0.5],
      [5, 0.8],
      [7, 0.4],
    ],
    interharmonics: [],
  },
  'SMD-L': {
    ...COMMON,
    drift: [
      [0.03, 600],
      [0.015, 240],
      [0.008, 70],
    ],
    fNoise: 0.001,
    step: { chance: 0.06, max: 0.2 },
    harmonics: [
      [2, 0.3],
      [3, 1.2],
      [5, 4.0],
      [7, 2.8],
      [11, 1.5],
      [13, 1.1],
      [17, 0.7],
      [19, 0.6],
      [23, 0.4],
      [25, 0.35],
    ],
    interharmonics: [
      [25, 0.15],
      [180, 0.3],
      [330, 0.2],
    ],
  },
  'SMD-W': {
    ...COMMON,
    drift: [
      [0.03, 600],
      [0.015, 240],
      [0.008, 70],
    ],
    fNoise: 0.001,
    step: { chance: 0.06, max: 0.2 },
    harmonics: [
      [2, 0.2],
      [3, 3.5],
      [5, 2.6],
      [7, 1.6],
      [9, 0.9],
      [11, 0.7],
      [13, 0.5],
      [15, 0.3],
    ],
    interharmonics: [
      [75, 0.2],
      [1225, 0.15],
    ],
  },
};
