/**
 * ROCOF (Hz/s) from frequencies estimated at successive reporting instants, 1/reportRate apart:
 * the central difference (f[k+1] − f[k−1])·rate/2, as the C37.118.1 reference model (Annex C)
 * differentiates its filtered frequency. Central, so it refers to the same instant as f[k] (no
 * half-interval skew on a ramp) and is exact for a linear ramp; its gain at fm is
 * sin(2π·fm/rate)/(2π·fm/rate), 0.94 at 5 Hz for 50 reports/s, and it averages the estimator's
 * window-to-window ripple over two intervals. NaN at the ends and next to a NaN frequency.
 */
export function rocof(frequency: ArrayLike<number>, reportRate: number): Float64Array {
  const out = new Float64Array(frequency.length).fill(NaN);
  for (let k = 1; k + 1 < frequency.length; k++) out[k] = ((frequency[k + 1] - frequency[k - 1]) * reportRate) / 2;
  return out;
}

/**
 * The same, one frequency at a time for a live stream: push(f) of instant k returns the ROCOF of
 * instant k − 1 (one reporting interval late, the price of a central difference). NaN until two
 * frequencies have come, and after a NaN; reset() after a gap in the stream.
 */
export class RocofFilter {
  private prev = NaN;
  private last = NaN;

  constructor(readonly reportRate: number) {}

  push(frequency: number): number {
    const r = ((frequency - this.prev) * this.reportRate) / 2;
    this.prev = this.last;
    this.last = frequency;
    return r;
  }

  reset(): void {
    this.prev = NaN;
    this.last = NaN;
  }
}
