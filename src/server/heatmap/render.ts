import { palette } from './gradient.js';
import { encodeIndexedPng } from './png.js';
import { stamp } from './stamp.js';
import type { HeatGrid, HeatRequest } from './types.js';

const PALETTE = palette();

/**
 * Work buffers kept between calls (rendering is synchronous, one at a time per worker thread, each
 * with its own module copy): a fresh 3 MB buffer per image costs more in garbage collection than the colouring itself.
 */
const buffers = new Map<string, { bytes: number; buf: unknown }>();
function scratch<T>(name: string, bytes: number, make: () => T): T {
  const b = buffers.get(name);
  if (b && b.bytes === bytes) return b.buf as T;
  const buf = make();
  buffers.set(name, { bytes, buf });
  return buf;
}

export const defaultRadius = (w: number, h: number) => Math.max(2, Math.round(40 * Math.min(w / 1000, h / 800)));

/**
 * Heat intensity 0..1 on a grid of `cell`-pixel steps (2 when the radius allows: the heat is
 * smooth, and a quarter of the points to stamp): every node adds its kernel scaled by v / max,
 * composited like canvas "source-over" alpha (a ← a + s·(1 − a)), as heatmap.js's shadow canvas.
 */
export function intensity(req: HeatRequest): HeatGrid {
  const { w, h } = req.scale;
  const r = req.radius ?? defaultRadius(w, h);
  const cell = r >= 8 ? 2 : 1; // colorize upsamples cells of 1 or 2
  const gw = Math.ceil(w / cell) + 1;
  const gh = Math.ceil(h / cell) + 1;
  const grid = scratch('grid', gw * gh * 4, () => new Float32Array(gw * gh)).fill(0);
  let max = req.max ?? 0;
  if (!(max > 0)) for (const n of req.nodes) if (n.v > max) max = n.v;
  if (!(max > 0)) return { grid, gw, gh, cell };
  const gr = Math.round(r / cell);
  const { size, k, from, to } = stamp(gr);
  for (const n of req.nodes) {
    const a = Math.min(1, n.v / max);
    if (a <= 0) continue;
    const cx = Math.round(n.x / cell) - gr;
    const cy = Math.round(n.y / cell) - gr;
    const y0 = Math.max(0, -cy);
    const y1 = Math.min(size, gh - cy);
    for (let y = y0; y < y1; y++) {
      const row = (cy + y) * gw + cx;
      const krow = y * size;
      const x1 = Math.min(to[y], gw - cx);
      for (let x = Math.max(from[y], -cx); x < x1; x++) {
        const s = k[krow + x] * a;
        const i = row + x;
        const b = grid[i];
        grid[i] = b + s - s * b;
      }
    }
  }
  return { grid, gw, gh, cell };
}

/** The PNG palette: entry a is the ramp's colour at intensity a/255 with alpha a; 0 is transparent. */
const PALETTE_RGBA = (() => {
  const p = new Uint8Array(256 * 4);
  for (let a = 1; a < 256; a++) p.set([PALETTE[a * 3], PALETTE[a * 3 + 1], PALETTE[a * 3 + 2], a], a * 4);
  return p;
})();

/** The grid quantised to alpha 0..255. */
function quantise(grid: Float32Array): Uint8Array {
  const alpha = new Uint8Array(grid.length);
  for (let i = 0; i < grid.length; i++) {
    const t = grid[i];
    alpha[i] = t >= 1 ? 255 : (t * 255 + 0.5) | 0;
  }
  return alpha;
}

/** Grid row gy upsampled ×2 horizontally, doubled to stay integral: [2a0, a0+a1, 2a1, …] for w pixels. */
function wideRow(alpha: Uint8Array, gw: number, gy: number, w: number, out: Uint16Array) {
  const r = gy * gw;
  for (let x = 0, gx = r; x < w; x += 2, gx++) {
    out[x] = alpha[gx] << 1;
    if (x + 1 < w) out[x + 1] = alpha[gx] + alpha[gx + 1];
  }
}

/** Palette indices (w×h, = intensity 0..255): the grid quantised and bilinearly upsampled in integer arithmetic. */
export function shade({ grid, gw, cell }: HeatGrid, w: number, h: number): Uint8Array {
  const alpha = quantise(grid);
  // every pixel is written below, so a reused buffer needs no clearing
  const out = scratch('index', w * h, () => new Uint8Array(w * h));
  if (cell === 1) {
    for (let y = 0; y < h; y++) out.set(alpha.subarray(y * gw, y * gw + w), y * w);
    return out;
  }
  let upper = new Uint16Array(w);
  let lower = new Uint16Array(w);
  wideRow(alpha, gw, 0, w, upper);
  for (let gy = 0; gy * 2 < h; gy++) {
    wideRow(alpha, gw, gy + 1, w, lower);
    let o = gy * 2 * w;
    for (let x = 0; x < w; x++) out[o + x] = (upper[x] + 1) >> 1;
    if (gy * 2 + 1 < h) {
      o += w;
      for (let x = 0; x < w; x++) out[o + x] = (upper[x] + lower[x] + 2) >> 2;
    }
    const t = upper;
    upper = lower;
    lower = t;
  }
  return out;
}

/** PNG bytes of palette indices, coloured by the ramp. */
export const encodePng = (index: Uint8Array, w: number, h: number): Buffer => encodeIndexedPng(index, w, h, PALETTE_RGBA);

/** The heat map of the request as PNG bytes. */
export function renderHeatmap(req: HeatRequest): Buffer {
  const { w, h } = req.scale;
  return encodePng(shade(intensity(req), w, h), w, h);
}
