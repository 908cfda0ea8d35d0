import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';

/**
 * `npm run bench -- --only=curve`: the chart library for live curves, decided by measurement
 * (DESIGN.md charts row). One Chromium page (tests/bench/curvePage.ts bundled by esbuild) times a
 * tick — append 50 points, drop 50, redraw — for G2Plot (Line.changeData), bare uPlot (setData)
 * and the widget's own path (curve buffers → aligned data → CurveChart on uPlot), on 500- and
 * 6,000-point windows. A tick's cost is the update call plus uPlot's microtask commit plus what
 * runs in the next animation frame before ours (G2Plot draws there); rasterising the canvas at
 * paint time is not counted for either. Chromium coarsens performance.now() to 0.1 ms.
 * Run on 2 vCPUs under load average 8–10 (G2Plot varied 4–13 ms at 500 points between runs):
 *   500 points:   G2Plot 4.10 ms, uPlot 0.70 ms, ours 0.70 ms (1.00×), pass
 *   6,000 points: G2Plot 36.50 ms, uPlot 0.80 ms, ours 0.90 ms (1.12×), pass
 * Goals: the widget's tick ≤ 1.5 × bare uPlot and < 4 ms.
 */
export const CURVE_GOAL_MS = 4;
export const CURVE_GOAL_RATIO = 1.5;
const KINDS = ['g2plot', 'uplot', 'ours'] as const;
const SIZES = [500, 6000];

export interface CurveRow {
  size: number;
  g2plot: number;
  uplot: number;
  ours: number;
}

/** The tick cost of a live curve in one Chromium page, interleaved rounds; medians of per-round medians. */
export async function curveBench(rounds = 3, ticks = 40): Promise<CurveRow[]> {
  const bundle = await build({
    entryPoints: [path.resolve('tests/bench/curvePage.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    platform: 'browser',
    target: 'chrome120',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const css = (await import('node:fs')).readFileSync(path.resolve('node_modules/uplot/dist/uPlot.min.css'), 'utf8');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.setContent(`<!doctype html><html><head><style>${css}</style></head><body></body></html>`);
    await page.addScriptTag({ content: bundle.outputFiles[0].text });
    const rows: CurveRow[] = [];
    for (const size of SIZES) {
      const per: Record<string, number[]> = { g2plot: [], uplot: [], ours: [] };
      for (let r = 0; r < rounds; r += 1) {
        for (const kind of KINDS) {
          const t = await page.evaluate(
            ([k, s, n]) => (window as unknown as { curveBench: (k: string, s: number, w: number, n: number) => Promise<number> }).curveBench(k, s, 10, n),
            [kind, size, ticks] as const,
          );
          per[kind].push(t);
        }
      }
      const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      rows.push({ size, g2plot: med(per.g2plot), uplot: med(per.uplot), ours: med(per.ours) });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

export function curveTable(rows: CurveRow[]): string {
  const ms = (v: number) => `${v.toFixed(2)} ms`;
  const lines = rows.map((r) => {
    const ratio = r.ours / r.uplot;
    const pass = ratio <= CURVE_GOAL_RATIO && r.ours < CURVE_GOAL_MS;
    return `| ${r.size.toLocaleString('en-US')} points, +50 per tick | ${ms(r.g2plot)} | ${ms(r.uplot)} | ${ms(r.ours)} | ${ratio.toFixed(2)}× | ${(r.g2plot / r.uplot).toFixed(1)}× | ≤ ${CURVE_GOAL_RATIO}× uPlot, < ${CURVE_GOAL_MS} ms | ${pass ? 'pass' : 'FAIL'} |`;
  });
  return [
    '| live curve tick (Chromium, 800 × 300, median) | G2Plot Line.changeData | uPlot setData | ours (buffers + uPlot) | ours / uPlot | G2Plot / uPlot | goal | pass/fail |',
    '|---|--:|--:|--:|--:|--:|---|---|',
    ...lines,
  ].join('\n');
}

export const curveOk = (rows: CurveRow[]) => rows.every((r) => r.ours / r.uplot <= CURVE_GOAL_RATIO && r.ours < CURVE_GOAL_MS);
