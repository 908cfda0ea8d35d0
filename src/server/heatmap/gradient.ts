/** heatmap.js's default gradient: stop (0..1) → RGB; below the first stop the first colour. */
export const DEFAULT_GRADIENT: readonly [number, [number, number, number]][] = [
  [0.25, [0, 0, 255]],
  [0.55, [0, 255, 0]],
  [0.85, [255, 255, 0]],
  [1.0, [255, 0, 0]],
];

/** A 256-entry RGB palette (768 bytes) sampled linearly from the gradient stops. */
export function palette(stops = DEFAULT_GRADIENT): Uint8Array {
  const out = new Uint8Array(256 * 3);
  for (let i = 0; i < 256; i++) {
    const t = i / 255;
    let k = 0;
    while (k < stops.length - 1 && t > stops[k][0]) k++;
    const [s1, c1] = stops[k];
    const [s0, c0] = k > 0 ? stops[k - 1] : stops[k];
    const f = t >= s1 || s1 === s0 ? 1 : Math.max(0, (t - s0) / (s1 - s0));
    for (let c = 0; c < 3; c++) out[i * 3 + c] = Math.round(c0[c] + (c1[c] - c0[c]) * f);
  }
  return out;
}
