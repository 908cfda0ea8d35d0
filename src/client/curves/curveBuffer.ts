import type { CurveLine, WrdbDataResult } from './types.js';

/** Pure helpers for a curve's point buffers. */

/** Appends a data window (value[i] at basetime + i·interval) after the line's last point; drops points not newer. */
export function appendWindow(line: CurveLine, data: WrdbDataResult): void {
  const last = line.x.length ? line.x[line.x.length - 1] : -Infinity;
  const { value, interval, basetime } = data;
  for (let i = 0; i < value.length; i += 1) {
    // round to the microsecond so basetime + i·interval lines up across windows
    const t = Math.round((basetime + i * interval) * 1e6) / 1e6;
    if (t <= last) continue;
    line.x.push(t);
    line.y.push(value[i] ?? null);
  }
}

/** Keeps the newest max points. */
export function trimLine(line: CurveLine, max: number): void {
  const extra = line.x.length - max;
  if (extra > 0) {
    line.x.splice(0, extra);
    line.y.splice(0, extra);
  }
}

/** No data yet: 500 zero points 20 ms apart, ending at nowS (Unix seconds). */
export function placeholderPoints(nowS: number, count = 500, stepS = 0.02): { x: number[]; y: number[] } {
  const x = Array.from({ length: count }, (_, i) => Math.round((nowS - (count - 1 - i) * stepS) * 1000) / 1000);
  return { x, y: new Array<number>(count).fill(0) };
}
