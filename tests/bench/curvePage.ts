/**
 * Runs inside Chromium (bundled by curve.ts with esbuild): one live-curve tick — append 50 points,
 * drop as many, redraw — timed for G2Plot (Line.changeData), bare uPlot (setData) and the widget's
 * own path (curve buffers → aligned data → CurveChart, i.e. uPlot).
 */
import { Line } from '@antv/g2plot';
import uPlot from 'uplot';
import { appendWindow, trimLine } from '#client/curves/curveBuffer.js';
import { CurveChart } from '#client/curves/curveChart.js';
import type { CurveLine } from '#client/curves/types.js';
import { uplotOptions } from '#client/curves/uplotOptions.js';
import { median } from './stats.js';

const W = 800;
const H = 300;
const STEP = 50;
const RATE = 50;
const value = (i: number) => 50 + 0.05 * Math.sin(i / 40) + 0.01 * Math.sin(i * 1.7);

interface Subject {
  update(n: number): void;
  destroy(): void;
}

function box(): HTMLElement {
  const el = document.createElement('div');
  el.style.width = `${W}px`;
  document.body.appendChild(el);
  return el;
}

function g2plot(size: number): Subject {
  const el = box();
  let data = Array.from({ length: size }, (_, i) => ({ time: i / RATE, value: value(i) }));
  const chart = new Line(el, {
    data,
    xField: 'time',
    yField: 'value',
    width: W,
    height: H,
    animation: false,
    xAxis: { type: 'time', tickCount: 6 },
    yAxis: { nice: true },
    color: '#1890FF',
    tooltip: false,
  });
  chart.render();
  return {
    update(n) {
      const add = Array.from({ length: STEP }, (_, k) => ({ time: (n + k) / RATE, value: value(n + k) }));
      data = data.slice(STEP).concat(add);
      chart.changeData(data);
    },
    destroy: () => {
      chart.destroy();
      el.remove();
    },
  };
}

function bareUplot(size: number): Subject {
  const el = box();
  const x = Array.from({ length: size }, (_, i) => i / RATE);
  const y = x.map((_, i) => value(i));
  const plot = new uPlot(uplotOptions({ width: W, height: H, labels: ['fq'] }), [x, y], el);
  return {
    update(n) {
      for (let k = 0; k < STEP; k += 1) {
        x.push((n + k) / RATE);
        y.push(value(n + k));
      }
      x.splice(0, STEP);
      y.splice(0, STEP);
      plot.setData([x, y]);
    },
    destroy: () => {
      plot.destroy();
      el.remove();
    },
  };
}

function ours(size: number): Subject {
  const el = box();
  const line: CurveLine = { equipid: 'b', name_zh: '测试', name_en: 'bench', x: [], y: [] };
  appendWindow(line, { basetime: 0, interval: 1 / RATE, value: Array.from({ length: size }, (_, i) => value(i)) });
  const chart = new CurveChart(el, { width: W, height: H, labels: ['fq'] }, [line]);
  return {
    update(n) {
      appendWindow(line, { basetime: n / RATE, interval: 1 / RATE, value: Array.from({ length: STEP }, (_, k) => value(n + k)) });
      trimLine(line, size);
      chart.update([line]);
    },
    destroy: () => {
      chart.destroy();
      el.remove();
    },
  };
}

const frame = () => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now())));

/**
 * One tick's main-thread cost: the update call (and uPlot's microtask commit), plus what runs in
 * the next animation frame before our own callback (G2Plot's canvas draws there).
 */
async function tick(s: Subject, n: number): Promise<number> {
  let frameStart = 0;
  requestAnimationFrame(() => {
    frameStart = performance.now();
  });
  const t0 = performance.now();
  s.update(n);
  await Promise.resolve();
  const sync = performance.now() - t0;
  const end = await frame();
  return sync + (end - frameStart);
}

export async function run(kind: 'g2plot' | 'uplot' | 'ours', size: number, warm: number, ticks: number): Promise<number> {
  const s = kind === 'g2plot' ? g2plot(size) : kind === 'uplot' ? bareUplot(size) : ours(size);
  await frame();
  const times: number[] = [];
  let n = size;
  for (let i = 0; i < warm + ticks; i += 1) {
    const t = await tick(s, n);
    n += STEP;
    if (i >= warm) times.push(t);
  }
  s.destroy();
  return median(times);
}

(window as unknown as { curveBench: typeof run }).curveBench = run;
