/**
 * Closed-form test signals of IEEE C37.118.1-2011 (+ a-2014) §5.5, in per unit: the waveform,
 * and the frequency and ROCOF that an ideal PMU reports for it at each instant.
 */
export interface TestSignal {
  value(t: number): number;
  frequency(t: number): number;
  rocof(t: number): number;
  /** the ideal synchrophasor at t against a cosine at `nominal` Hz (§4.2): RMS magnitude and angle, rad */
  phasor(t: number, nominal: number): [number, number];
}

const TAU = 2 * Math.PI;

/** Steady state: f0 with one harmonic of order `order`, `level` of the fundamental (0.1 = 10 %). */
export function harmonicSignal(f0: number, order: number, level: number, phase = 0): TestSignal {
  return {
    value: (t) => Math.cos(TAU * f0 * t) + level * Math.cos(TAU * order * f0 * t + phase),
    frequency: () => f0,
    rocof: () => 0,
    phasor: (t, nominal) => [Math.SQRT1_2, TAU * (f0 - nominal) * t],
  };
}

/** Out-of-band interference: f0 with a tone at fi (not a harmonic), `level` of the fundamental. */
export function interferenceSignal(f0: number, fi: number, level: number): TestSignal {
  return {
    value: (t) => Math.cos(TAU * f0 * t) + level * Math.cos(TAU * fi * t + 0.3),
    frequency: () => f0,
    rocof: () => 0,
    phasor: (t, nominal) => [Math.SQRT1_2, TAU * (f0 - nominal) * t],
  };
}

/** Frequency ramp: fStart until t0, then rate Hz/s until fEnd, then fEnd (phase continuous). */
export function rampSignal(fStart: number, fEnd: number, rate: number, t0: number): TestSignal {
  const t1 = t0 + (fEnd - fStart) / rate;
  const f = (t: number) => (t < t0 ? fStart : t < t1 ? fStart + rate * (t - t0) : fEnd);
  // phase/2π: ∫f dt, piecewise
  const cycles = (t: number) => {
    if (t < t0) return fStart * t;
    const u = Math.min(t, t1) - t0;
    const atEnd = fStart * t0 + fStart * u + (rate * u * u) / 2;
    return t < t1 ? atEnd : atEnd + fEnd * (t - t1);
  };
  return {
    value: (t) => Math.cos(TAU * cycles(t)),
    frequency: f,
    rocof: (t) => (t >= t0 && t < t1 ? rate : 0),
    phasor: (t, nominal) => [Math.SQRT1_2, TAU * (cycles(t) - nominal * t)],
  };
}

/**
 * Modulation (§5.5.6): (1 + kx·cos ωt)·cos(ω0·t + ka·cos(ωt − π)), ω = 2π·fm. Its frequency is
 * f0 + ka·fm·sin ωt and its ROCOF 2π·ka·fm²·cos ωt (amplitude modulation leaves both alone).
 */
export function modulationSignal(f0: number, fm: number, kx: number, ka: number): TestSignal {
  const w = TAU * fm;
  return {
    value: (t) => (1 + kx * Math.cos(w * t)) * Math.cos(TAU * f0 * t + ka * Math.cos(w * t - Math.PI)),
    frequency: (t) => f0 + ka * fm * Math.sin(w * t),
    rocof: (t) => TAU * ka * fm * fm * Math.cos(w * t),
    phasor: (t, nominal) => [(1 + kx * Math.cos(w * t)) * Math.SQRT1_2, TAU * (f0 - nominal) * t + ka * Math.cos(w * t - Math.PI)],
  };
}

/**
 * Step (§5.5.8) at tStep: magnitude × (1 + kx) and phase + ka (rad). The reference frequency
 * and ROCOF stay f0 and 0 (the phase step's impulse is what the response time measures).
 */
export function stepSignal(f0: number, tStep: number, kx: number, ka: number): TestSignal {
  return {
    value: (t) => (t < tStep ? Math.cos(TAU * f0 * t) : (1 + kx) * Math.cos(TAU * f0 * t + ka)),
    frequency: () => f0,
    rocof: () => 0,
    phasor: (t, nominal) => (t < tStep ? [Math.SQRT1_2, TAU * (f0 - nominal) * t] : [(1 + kx) * Math.SQRT1_2, TAU * (f0 - nominal) * t + ka]),
  };
}

/** The signal sampled at fs over [0, seconds). */
export function sample(s: TestSignal, fs: number, seconds: number): Float64Array {
  const x = new Float64Array(Math.round(fs * seconds));
  for (let i = 0; i < x.length; i++) x[i] = s.value(i / fs);
  return x;
}
