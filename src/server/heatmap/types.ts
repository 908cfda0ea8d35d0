/** One heat source in image pixels: x to the right, y down, v ≥ 0 its weight. */
export interface HeatNode {
  x: number;
  y: number;
  v: number;
}

export interface HeatScale {
  w: number;
  h: number;
}

export interface HeatRequest {
  nodes: HeatNode[];
  scale: HeatScale;
  /** kernel radius in pixels (default 40 at 1000×800, scaled with the frame) */
  radius?: number;
  /** value that maps to full heat (default: the largest v), so successive images share a scale */
  max?: number;
}

/**
 * Limits of what one call may ask for (a public route), from what the portal page sends with headroom:
 * at most 200 devices (useLiveData) in the 1000×800 frame at radius 60; the frame is shown at most
 * ~1,050 CSS px wide, so a 2× screen would need ~2,100×1,680 at radius 120. The largest image allowed
 * takes ~70 ms to render (vs ~360 ms at the former 5,000 nodes / 4,000 px / radius 200).
 */
export const HEAT_LIMITS = {
  nodes: 1000,
  side: 2400,
  radius: 150,
  bodyBytes: 256 * 1024,
} as const;

/** The render pool and the per-address limit (config.ts, from the environment). */
export interface HeatmapConfig {
  /** worker threads rendering heat maps */
  threads: number;
  /** renders that may wait for a thread; beyond, 503 */
  queue: number;
  /** heat-map requests per minute from one address; beyond, 429 */
  perMinute: number;
}

/** Heat intensity 0..1 sampled every `cell` pixels: gw × gh values, row by row. */
export interface HeatGrid {
  grid: Float32Array;
  gw: number;
  gh: number;
  cell: number;
}
