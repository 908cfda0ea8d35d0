import { PNG } from 'pngjs';
import { encodePng, intensity, renderHeatmap, shade } from '#server/heatmap/render.js';
import type { HeatNode } from '#server/heatmap/types.js';
import { table } from './report.js';
import { median } from './stats.js';

/** Goal: a 1000×800 heat map of 2,000 nodes rendered and PNG-encoded in under 50 ms (median). */
export const HEATMAP_GOAL_MS = 50;
const W = 1000;
const H = 800;
const WARMUP = 5;
const RUNS = 31;

export interface HeatRow {
  name: string;
  medianMs: number;
  p90Ms: number;
  /** median CPU time of this process (user + system): less swayed by other work on the machine */ cpuMs: number;
  /** PNG size, 0 for stages that make none */ bytes: number;
  goalMs?: number;
}

const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)];

/** Seeded nodes spread over the whole frame (the worst case: heat everywhere), values 0..100. */
function nodes(n: number, seed = 7): HeatNode[] {
  let s = seed;
  const rnd = () => (s = (s * 1103515245 + 12345) >>> 0) / 2 ** 32;
  return Array.from({ length: n }, () => ({ x: rnd() * W, y: rnd() * H, v: rnd() * 100 }));
}

function time(name: string, f: () => Buffer, goalMs?: number, png = true): HeatRow {
  for (let i = 0; i < WARMUP; i++) f();
  const ts: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    bytes = f().length;
    ts.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { name, medianMs: median(ts), p90Ms: p90(ts), cpuMs: median(cpu), bytes: png ? bytes : 0, goalMs };
}

/**
 * Render + encode at 200 and 2,000 nodes and the stages at 2,000, against the library route as the
 * baseline: pngjs (fastest settings) encoding the same 2,000-node picture as RGBA.
 */
export function benchHeatmap(): HeatRow[] {
  const picture = shade(intensity({ nodes: nodes(2000), scale: { w: W, h: H } }), W, H);
  const rgba = Buffer.from(PNG.sync.read(encodePng(picture, W, H)).data);
  const baseline = time('baseline: pngjs RGBA encode of that picture', () => {
    const png = new PNG({ width: W, height: H });
    png.data = rgba;
    return PNG.sync.write(png, { deflateLevel: 1, deflateStrategy: 0, filterType: 0 });
  });
  const rows = [baseline];
  for (const n of [200, 2000]) {
    const req = { nodes: nodes(n), scale: { w: W, h: H } };
    rows.push(time(`render + encode, ${n.toLocaleString('en-US')} nodes`, () => renderHeatmap(req), n === 2000 ? HEATMAP_GOAL_MS : undefined));
  }
  const req = { nodes: nodes(2000), scale: { w: W, h: H } };
  const grid = intensity(req);
  rows.push(time('  stage: intensity (2,000)', () => Buffer.from(intensity(req).grid.buffer), undefined, false));
  rows.push(time('  stage: shade to palette indices (2,000)', () => Buffer.from(shade(grid, W, H)), undefined, false));
  rows.push(time('  stage: indexed PNG encode (2,000)', () => encodePng(picture, W, H)));
  return rows;
}

export function heatmapTable(rows: HeatRow[]): string {
  const base = rows[0].medianMs;
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const goal = (r: HeatRow) =>
    r.goalMs === undefined ? '' : `< ${r.goalMs} ms: ${r.medianMs < r.goalMs ? 'met' : 'MISSED'}; ${r.cpuMs < r.goalMs ? 'met' : 'MISSED'}`;
  const body = rows.map((r) => [
    r.name.trim(),
    ms(r.medianMs),
    ms(r.p90Ms),
    ms(r.cpuMs),
    (r.medianMs / base).toFixed(1),
    r.bytes ? `${(r.bytes / 1024).toFixed(0)} KB` : '',
    goal(r),
  ]);
  return [
    table(['heat map', 'median', 'p90', 'cpu', '× pngjs', 'PNG', 'goal (median; cpu)'], body, [false, true, true, true, true, true, false]),
    '',
    '× pngjs: median over the baseline, a library encoding the same picture as RGBA; cpu: median CPU time of this process, which other work on the machine inflates less than wall time.',
  ].join('\n');
}

export const heatmapOk = (rows: HeatRow[]) => rows.every((r) => r.goalMs === undefined || r.medianMs < r.goalMs);
