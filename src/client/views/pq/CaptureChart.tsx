import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { CapturePart } from './api.js';

interface Props {
  part: CapturePart;
  /** event start (Unix ms) and duration (ms): x is time from the start, the event shaded */
  startMs: number;
  durationMs: number;
  /** shown values: % of Udin for voltage magnitudes */
  scale?: number;
  label: string;
  width?: number;
}

/** One captured point as a uPlot curve, full resolution, with the event's span shaded. */
export default function CaptureChart({ part, startMs, durationMs, scale = 1, label, width = 900 }: Props) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!el.current) return;
    const x = Array.from({ length: part.rows }, (_, i) => ((part.startIndex + i) / part.rate) * 1000 - startMs);
    const y = part.values.map((v) => (v == null ? null : v * scale));
    const plot = new uPlot(
      {
        width,
        height: 200,
        scales: { x: { time: false } },
        axes: [{ values: (_u, splits) => splits.map((v) => `${Math.round(v)}`) }, { size: 60 }],
        series: [
          { label: 'ms', value: (_u, v) => (v == null ? '' : `${v.toFixed(1)} ms`) },
          { label, stroke: '#1677ff', width: 1 },
        ],
        hooks: {
          drawClear: [
            (u) => {
              const { ctx } = u;
              const x0 = u.valToPos(0, 'x', true);
              const x1 = u.valToPos(durationMs, 'x', true);
              ctx.save();
              ctx.fillStyle = 'rgba(255, 77, 79, 0.10)';
              ctx.fillRect(x0, u.bbox.top, Math.max(1, x1 - x0), u.bbox.height);
              ctx.restore();
            },
          ],
        },
        cursor: { drag: { x: true, y: false, setScale: true } },
      },
      [x, y] as uPlot.AlignedData,
      el.current,
    );
    return () => plot.destroy();
  }, [part, startMs, durationMs, scale, label, width]);
  return <div ref={el} data-testid={`pq-curve-${part.measType}`} />;
}
