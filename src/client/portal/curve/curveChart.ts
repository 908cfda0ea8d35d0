import uPlot from 'uplot';
import { alignLines } from './chartData.js';
import type { CurveLine } from './types.js';
import { uplotOptions, type CurveChartSpec } from './uplotOptions.js';

/** The live curve's drawing (uPlot, chosen by tests/bench/curve.ts), without React. */
export class CurveChart {
  readonly plot: uPlot;

  constructor(el: HTMLElement, spec: CurveChartSpec, lines: CurveLine[], nowS = Date.now() / 1000) {
    this.plot = new uPlot(uplotOptions(spec), alignLines(lines, nowS), el);
  }

  /** redraws with the lines' current points (the placeholder when they have none) */
  update(lines: CurveLine[], nowS = Date.now() / 1000): void {
    this.plot.setData(alignLines(lines, nowS));
  }

  resize(width: number, height: number): void {
    this.plot.setSize({ width, height });
  }

  destroy(): void {
    this.plot.destroy();
  }
}
