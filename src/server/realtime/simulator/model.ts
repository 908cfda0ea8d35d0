import type { Device } from '../devices/types.js';
import { PROFILES } from '../devices/profiles.js';
import { EPOCH_SECONDS, epochEvents, type EpochEvents } from './events.js';
import { hash2, hashString, mulberry32, noise } from './prng.js';
import { SIGNALS, type SignalProfile } from './signals.js';

const TAU = 2 * Math.PI;
export const NOISE_FQ = 1;
export const NOISE_UAA = 2;
export const NOISE_WAV = 3;
export const NOISE_RF = 4;

interface Wave {
  amp: number;
  w: number;
  ph: number;
}

const GRID_HZ = 10;
const sum = (waves: Wave[], t: number) => waves.reduce((s, d) => s + d.amp * Math.sin(d.w * t + d.ph), 0);

/**
 * The simulated grid at one device, as pure functions of Unix time t (s):
 * f(t) = 50 + Σ drift sinusoids (periods 1–10 min) + steps, clipped to the type's band;
 * U(t) = Udin·(1 + Σ slow sinusoids)·[1 − α(u(t−t1) − u(t−t2))];
 * harmonic n at h_n·(1 + 0.2·sin(slow)) of the fundamental. Device-specific amplitudes and
 * phases come from hash(seed, equipId); events from the epoch draw (events.ts).
 */
export class DeviceModel {
  readonly seed: number;
  readonly sig: SignalProfile;
  readonly band: [number, number];
  /** declared input voltage: phase RMS, kV */
  readonly udin: number;
  readonly harmonics: { order: number; level: number; phase: number; mod: Wave }[];
  readonly interharmonics: { freq: number; level: number; phase: number }[];
  private readonly drift: Wave[];
  private readonly uDrift: Wave[];
  private cached: EpochEvents | null = null;
  /** slow terms at the 0.1 s grid points k and k + 1 (see slow()) */
  private grid = { k: NaN, f0: 0, f1: 0, u0: 0, u1: 0 };

  constructor(
    globalSeed: number,
    readonly device: Device,
    readonly nominal = 50,
  ) {
    this.seed = hash2(globalSeed, hashString(`${device.equipType}/${device.equipId}`));
    this.sig = SIGNALS[device.equipType];
    this.band = PROFILES[device.equipType].band;
    this.udin = device.ratedKv / Math.sqrt(3);
    const r = mulberry32(this.seed);
    const wave = ([amp, period]: [number, number], scale: number): Wave => ({ amp: amp * scale, w: TAU / (period * (0.8 + 0.4 * r())), ph: TAU * r() });
    const driftScale = 0.7 + 0.6 * r();
    this.drift = this.sig.drift.map((d) => wave(d, driftScale));
    this.uDrift = this.sig.uDrift.map((d) => wave(d, 1));
    const hScale = 0.6 + 0.8 * r();
    this.harmonics = this.sig.harmonics.map(([order, pct]) => ({ order, level: (pct / 100) * hScale, phase: TAU * r(), mod: wave([0.2, 300], 1) }));
    this.interharmonics = this.sig.interharmonics.map(([freq, pct]) => ({ freq, level: (pct / 100) * hScale, phase: TAU * r() }));
  }

  events(t: number): EpochEvents {
    const epoch = Math.floor(t / EPOCH_SECONDS);
    if (this.cached?.epoch !== epoch) this.cached = epochEvents(this.seed, this.sig, epoch, this.nominal);
    return this.cached;
  }

  /**
   * The drift terms (periods of a minute and more) are evaluated on a fixed 0.1 s grid and
   * interpolated: five sines per grid point instead of per sample (error < 1 µHz), and still a
   * pure function of t.
   */
  private slow(t: number): { f: number; u: number } {
    const x = t * GRID_HZ;
    const k = Math.floor(x);
    const g = this.grid;
    if (k !== g.k) {
      if (k === g.k + 1) {
        g.f0 = g.f1;
        g.u0 = g.u1;
      } else {
        g.f0 = sum(this.drift, k / GRID_HZ);
        g.u0 = sum(this.uDrift, k / GRID_HZ);
      }
      g.f1 = sum(this.drift, (k + 1) / GRID_HZ);
      g.u1 = sum(this.uDrift, (k + 1) / GRID_HZ);
      g.k = k;
    }
    const a = x - k;
    return { f: g.f0 + (g.f1 - g.f0) * a, u: g.u0 + (g.u1 - g.u0) * a };
  }

  /** grid frequency, Hz */
  frequency(t: number): number {
    let f = this.nominal + this.slow(t).f;
    const s = this.events(t).step;
    if (s && t >= s.t0) {
      const after = t - s.t0 - s.hold;
      if (after < 0) f += s.delta;
      else if (after < s.ramp) f += (s.delta * (1 + Math.cos((Math.PI * after) / s.ramp))) / 2;
    }
    return Math.min(this.band[1], Math.max(this.band[0], f));
  }

  /** voltage amplitude (phase RMS, kV) before the sag or swell */
  baseAmplitude(t: number): number {
    return this.udin * (1 + this.slow(t).u);
  }

  /** 1 − α during a sag or swell, else 1 */
  sagFactor(t: number): number {
    const s = this.events(t).sag;
    return s && t >= s.t1 && t < s.t2 ? 1 - s.alpha : 1;
  }

  amplitude(t: number): number {
    return this.baseAmplitude(t) * this.sagFactor(t);
  }

  /** false during a communication drop-out */
  online(t: number): boolean {
    const d = this.events(t).drop;
    return !(d && t >= d.t1 && t < d.t2);
  }

  /** what the device reports at sample `index` (time t): value plus measurement noise */
  measuredFrequency(t: number, index: number): number {
    return this.frequency(t) + this.frequencyNoise(index);
  }

  /** the frequency measurement noise of report `index`, Hz */
  frequencyNoise(index: number): number {
    return this.sig.fNoise * noise(this.seed, NOISE_FQ, index);
  }

  /** the ROCOF measurement noise of report `index`, Hz/s */
  rocofNoise(index: number): number {
    return this.sig.rfNoise * noise(this.seed, NOISE_RF, index);
  }

  measuredAmplitude(t: number, index: number): number {
    return this.amplitude(t) * (1 + this.sig.uNoise * noise(this.seed, NOISE_UAA, index));
  }

  /** level of harmonic component i (fraction of the fundamental) at t */
  harmonicLevel(i: number, t: number): number {
    const h = this.harmonics[i];
    return h.level * (1 + h.mod.amp * Math.sin(h.mod.w * t + h.mod.ph));
  }
}
