import { placeholderPoints } from './curveBuffer.js';
import type { CurveLine } from './types.js';

/** uPlot's column data: one shared x (Unix seconds) and one y column per line. */
export type AlignedData = [number[], ...(number | null)[][]];

/**
 * Lines on one time axis. Lines with identical times (the usual case: devices of one rate
 * aligned to the UTC second) share it as is; others are merged, missing points become null.
 * No points at all: the 500-zero placeholder, 20 ms apart, ending at nowS.
 */
export function alignLines(lines: CurveLine[], nowS: number): AlignedData {
  const count = Math.max(1, lines.length);
  if (lines.every((l) => l.x.length === 0)) {
    const p = placeholderPoints(nowS);
    return [p.x, ...Array.from({ length: count }, () => p.y)];
  }
  const first = lines[0].x;
  const same = lines.every((l) => l.x.length === first.length && l.x[0] === first[0] && l.x[l.x.length - 1] === first[first.length - 1]);
  if (same) return [first, ...lines.map((l) => l.y)];
  const xs = [...new Set(lines.flatMap((l) => l.x))].sort((a, b) => a - b);
  const at = new Map(xs.map((x, i) => [x, i]));
  const ys = lines.map((l) => {
    const col = new Array<number | null>(xs.length).fill(null);
    l.x.forEach((x, i) => {
      col[at.get(x)!] = l.y[i];
    });
    return col;
  });
  return [xs, ...ys];
}
