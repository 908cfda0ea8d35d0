import uPlot from 'uplot';
import { alignLines } from './chartData.js';
import type { CurveLine } from './types.js';
import { uplotOptions, type CurveChartSpec } from './uplotOptions.js';

/** The live curve's drawing (uPlot, chosen by tests/bench/curve.ts), without React. */
export class CurveChart {
  readonly plot: uPlot;
  private bands: readonly (readonly [number, number])[] = [];

  constructor(el: HTMLElement, spec: CurveChartSpec, lines: CurveLine[], nowS = Date.now() / 1000) {
    this.plot = new uPlot(uplotOptions({ ...spec, bands: () => this.bands }), alignLines(lines, nowS), el);
  }

  /** the shaded spans (flagged values); drawn with the next redraw, which this asks for */
  setBands(bands: readonly (readonly [number, number])[]): void {
    if (bands === this.bands) return;
    this.bands = bands;
    this.plot.redraw(false);
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
