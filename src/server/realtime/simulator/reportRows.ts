import { rocof } from '../math/rocof.js';
import type { DeviceModel } from './model.js';

/** One batch of a device's reports: frequency (Hz), ROCOF (Hz/s) and voltage (kV), NaN while offline. */
export interface ReportRows {
  fq: Float32Array;
  RF: Float32Array;
  UAA: Float32Array;
}

/**
 * Reports from..from+n−1 at `rate`. ROCOF is the central difference of the model's frequency
 * (math/rocof.ts, as a PMU differentiates its frequency estimates), evaluated one report either
 * side of the batch, so it is a pure function of the instant like every other value and exact on
 * a ramp; the frequency noise is left out of it (a PMU's ROCOF comes from filtered frequencies),
 * its own noise added instead. Costs two extra frequencies per batch. SMD-L / SMD-W likewise: their
 * fq is the model's too, so trackFrequency on their waveform (an estimate per report, where they
 * now estimate none) would cost more than the rest of the device and differentiate another signal.
 */
export function reportRows(m: DeviceModel, rate: number, from: number, n: number): ReportRows {
  const f = new Float64Array(n + 2);
  for (let i = 0; i < n + 2; i++) f[i] = m.frequency((from - 1 + i) / rate);
  const df = rocof(f, rate);
  const out: ReportRows = { fq: new Float32Array(n), RF: new Float32Array(n), UAA: new Float32Array(n) };
  for (let i = 0; i < n; i++) {
    const index = from + i;
    const t = index / rate;
    if (!m.online(t)) {
      out.fq[i] = out.RF[i] = out.UAA[i] = NaN;
      continue;
    }
    out.fq[i] = f[i + 1] + m.frequencyNoise(index);
    out.RF[i] = df[i + 1] + m.rocofNoise(index);
    out.UAA[i] = m.measuredAmplitude(t, index);
  }
  return out;
}
