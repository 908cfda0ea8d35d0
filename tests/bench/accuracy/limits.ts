/**
 * What an SMD-L claims (docs/realtime.md): M class at 50 reports/s on a 50 Hz system, the
 * waveform sampled at 5.12 kHz. Limits of IEEE C37.118.1-2011 as amended by C37.118.1a-2014
 * for the M class at Fs = 50 (fractions of Fs worked out).
 */
export const DEVICE = { fs: 5120, reportRate: 50, f0: 50 } as const;

const Fs = DEVICE.reportRate;

export const M_CLASS = {
  /** signal frequency range f0 ± 5 Hz (Table 3) */
  range: { from: 45, to: 55, tve: 0.01, fe: 0.005, rfe: 0.1 },
  /** single harmonic of 10 %, orders 2..50, over the frequency range (Table 3) */
  harmonic: { level: 0.1, orders: 50, tve: 0.01, fe: 0.025, rfe: 0.1 },
  /**
   * out-of-band interference (M class, Table 3 as amended): a 10 % tone below f0 − Fs/2 or above
   * f0 + Fs/2 (from 10 Hz to 2·f0), the fundamental at f0 and f0 ± 10 % of Fs/2; RFE not judged (suspended by a-2014)
   */
  outOfBand: { level: 0.1, from: 10, to: 2 * DEVICE.f0, band: Fs / 2, step: 1, tve: 0.013, fe: 0.01 },
  /** ±1 Hz/s across f0 ± 5 Hz; 7/Fs after each start and end of the ramp is not judged (Tables 9, 10) */
  ramp: { rate: 1, range: 5, exclusion: 7 / Fs, tve: 0.01, fe: 0.01, rfe: 0.2 },
  /** amplitude kx = 0.1 and phase ka = 0.1 rad, fm 0.1 Hz .. min(Fs/5, 5 Hz) in 0.2 Hz steps (Tables 5, 6) */
  modulation: { kx: 0.1, ka: 0.1, fmFrom: 0.1, fmStep: 0.2, fmTo: Math.min(Fs / 5, 5), tve: 0.03, fe: 0.3, rfe: 14 },
  /**
   * steps of ±10 % and ±10° (Table 11): frequency and ROCOF response times 14/Fs, judged against
   * the steady-state error bands of Table 3; the synchrophasor's response time 7/Fs (TVE > 1 %), its
   * delay time 1/(4·Fs) and its overshoot 10 % of the step
   */
  step: {
    kx: 0.1,
    ka: Math.PI / 18,
    frequencyResponse: 14 / Fs,
    rocofResponse: 14 / Fs,
    feBand: 0.005,
    rfeBand: 0.1,
    tveResponse: 7 / Fs,
    tveBand: 0.01,
    delay: 1 / (4 * Fs),
    overshoot: 0.1,
  },
} as const;

/** The project's own bound on the IEC 61000-4-7 groups: within 0.1 % of the fundamental. */
export const GROUP_BOUND_PERCENT = 0.1;
