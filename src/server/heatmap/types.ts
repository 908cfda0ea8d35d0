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

/** Limits of what one call may ask for (a public route). */
export const HEAT_LIMITS = {
  nodes: 5000,
  side: 4000,
  radius: 200,
  bodyBytes: 512 * 1024,
} as const;

/** Heat intensity 0..1 sampled every `cell` pixels: gw × gh values, row by row. */
export interface HeatGrid {
  grid: Float32Array;
  gw: number;
  gh: number;
  cell: number;
}
