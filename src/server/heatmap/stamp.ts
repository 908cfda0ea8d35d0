/** heatmap.js draws each point as a radial gradient opaque inside (1 − blur)·r and clear at r. */
const BLUR = 0.85;

export interface Stamp {
  /** side, 2r + 1 */
  size: number;
  /** size² kernel values 0..1 */
  k: Float32Array;
  /** per row, the first and one-past-last column where the kernel is above 0 */
  from: Int32Array;
  to: Int32Array;
}

const cache = new Map<number, Stamp>();

/** The kernel of one point at full weight, computed once per radius. */
export function stamp(r: number): Stamp {
  let s = cache.get(r);
  if (s) return s;
  const size = 2 * r + 1;
  const k = new Float32Array(size * size);
  const from = new Int32Array(size).fill(size);
  const to = new Int32Array(size);
  const inner = (1 - BLUR) * r;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - r, y - r);
      const v = d <= inner ? 1 : d >= r ? 0 : 1 - (d - inner) / (r - inner);
      k[y * size + x] = v;
      if (v > 0) {
        from[y] = Math.min(from[y], x);
        to[y] = x + 1;
      }
    }
  }
  s = { size, k, from, to };
  cache.set(r, s);
  return s;
}
