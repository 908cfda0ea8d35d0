import dayjs from 'dayjs';
import type uPlot from 'uplot';
import { paletteColor } from './palette.js';

export interface CurveChartSpec {
  width: number;
  height: number;
  /** one label per line (already in the current language) */
  labels: string[];
  /** y-axis label, e.g. "频率 (Hz)" */
  yLabel?: string;
  /** dragging across the chart selects a time range (history): its ends, Unix s; unset: no dragging */
  onSelect?: (from: number, to: number) => void;
  /** time spans (Unix s) shaded behind the lines: values IEC 61000-4-30 flags; read at each draw */
  bands?: () => readonly (readonly [number, number])[];
}

const BAND_FILL = 'rgba(250, 173, 20, 0.18)';

/** Shades the spec's bands over the plotting area, before the lines are drawn. */
function drawBands(u: uPlot, bands: readonly (readonly [number, number])[]) {
  const { ctx } = u;
  const { top, height } = u.bbox;
  ctx.save();
  ctx.fillStyle = BAND_FILL;
  for (const [from, to] of bands) {
    const x0 = u.valToPos(from, 'x', true);
    const x1 = u.valToPos(to, 'x', true);
    // at least a pixel: a 200 ms dip in a day's range still shows
    if (Number.isFinite(x0) && Number.isFinite(x1)) ctx.fillRect(x0, top, Math.max(1, x1 - x0), height);
  }
  ctx.restore();
}

/** HH:mm:ss on the time axis (spec §9); x values are Unix seconds. */
export const timeTick = (s: number) => dayjs(s * 1000).format('HH:mm:ss');

/** A time on an axis `span` seconds wide: with the date once the span is longer than a day (history). */
export const rangeTick = (s: number, span: number) => (span > 86_400 ? dayjs(s * 1000).format('MM-DD HH:mm') : timeTick(s));

/** uPlot options for a live curve: a time x-axis, one coloured line per device, no animation. */
export function uplotOptions(spec: CurveChartSpec): uPlot.Options {
  return {
    width: spec.width,
    height: spec.height,
    legend: { show: true, live: false },
    cursor: { drag: { x: !!spec.onSelect, y: false, setScale: false } },
    hooks: {
      ...(spec.bands ? { drawClear: [(u: uPlot) => drawBands(u, spec.bands!())] } : {}),
      ...(spec.onSelect
        ? {
            setSelect: [
              (u) => {
                const { left, width } = u.select;
                if (width > 2) spec.onSelect!(u.posToVal(left, 'x'), u.posToVal(left + width, 'x'));
                u.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);
              },
            ],
          }
        : {}),
    },
    scales: { x: { time: true } },
    axes: [
      { values: (u, splits) => splits.map((s) => rangeTick(s, (u.scales.x.max ?? 0) - (u.scales.x.min ?? 0))), space: 80 },
      { label: spec.yLabel, size: 70, values: (_u, splits) => splits.map((v) => String(Number(v.toFixed(4)))) },
    ],
    series: [
      { label: 'time', value: (_u, v) => (v == null ? '' : timeTick(v)) },
      // points: uPlot's own rule, dots only where points lie far apart (a few history buckets, a lone sample between gaps)
      ...spec.labels.map((label, i) => ({ label, stroke: paletteColor(i), width: 1.5, spanGaps: false })),
    ],
  };
}
