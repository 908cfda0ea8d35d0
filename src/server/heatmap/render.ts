import { PNG } from 'pngjs';
import { palette } from './gradient.js';
import { stamp } from './stamp.js';
import type { HeatGrid, HeatRequest } from './types.js';

const PALETTE = palette();

/**
 * Work buffers kept between calls (rendering is synchronous, one at a time per process): a fresh
 * 3 MB buffer per image costs more in garbage collection than the colouring itself.
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

/** Packed RGBA (little-endian Uint32) per alpha 0..255: palette colour, alpha = intensity; 0 stays transparent. */
const LUT = (() => {
  const lut = new Uint32Array(256);
  for (let a = 1; a < 256; a++) lut[a] = ((a << 24) | (PALETTE[a * 3 + 2] << 16) | (PALETTE[a * 3 + 1] << 8) | PALETTE[a * 3]) >>> 0;
  return lut;
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

/** RGBA pixels (w×h): the grid quantised, bilinearly upsampled (integer arithmetic), coloured through the LUT. */
export function colorize({ grid, gw, cell }: HeatGrid, w: number, h: number): Buffer {
  const alpha = quantise(grid);
  // every pixel is written below (LUT[0] is transparent), so a reused buffer needs no clearing
  const rgba = scratch('rgba', w * h * 4, () => Buffer.alloc(w * h * 4));
  const out = new Uint32Array(rgba.buffer, rgba.byteOffset, w * h);
  if (cell === 1) {
    for (let y = 0; y < h; y++) for (let x = 0, o = y * w, i = y * gw; x < w; x++) out[o + x] = LUT[alpha[i + x]];
    return rgba;
  }
  let upper = new Uint16Array(w);
  let lower = new Uint16Array(w);
  wideRow(alpha, gw, 0, w, upper);
  for (let gy = 0; gy * 2 < h; gy++) {
    wideRow(alpha, gw, gy + 1, w, lower);
    let o = gy * 2 * w;
    for (let x = 0; x < w; x++) out[o + x] = LUT[(upper[x] + 1) >> 1];
    if (gy * 2 + 1 < h) {
      o += w;
      for (let x = 0; x < w; x++) out[o + x] = LUT[(upper[x] + lower[x] + 2) >> 2];
    }
    const t = upper;
    upper = lower;
    lower = t;
  }
  return rgba;
}

/**
 * PNG bytes of RGBA pixels. Fast settings, measured by tests/bench/heatmap.ts: zlib level 1 with the
 * default strategy (faster and smaller here than pngjs's RLE default) and no row filter (pngjs's
 * filters are a JS pass over every byte; the smooth, mostly transparent image compresses well anyway),
 * zlib output in 1 MiB chunks (fewer buffers to join).
 */
export function encodePng(rgba: Buffer, w: number, h: number): Buffer {
  const png = new PNG({ width: w, height: h });
  png.data = rgba;
  return PNG.sync.write(png, { deflateLevel: 1, deflateStrategy: 0, filterType: 0, deflateChunkSize: 1 << 20 });
}

/** The heat map of the request as PNG bytes. */
export function renderHeatmap(req: HeatRequest): Buffer {
  const { w, h } = req.scale;
  return encodePng(colorize(intensity(req), w, h), w, h);
}
