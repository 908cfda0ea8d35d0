/** A past range of the live curve widget: `span` seconds ending at `end` (Unix s); null = live. */
export interface CurveRange {
  span: number;
  end: number;
}

/** The spans the widget offers back from live (the history page's choices). */
export const RANGE_SPANS = { '10m': 600, '1h': 3600, '24h': 86_400, '7d': 7 * 86_400, '30d': 30 * 86_400 } as const;
export type RangeSpan = keyof typeof RANGE_SPANS;

/** The range `span` back from now. */
export const backFromNow = (span: number, now = Date.now() / 1000): CurveRange => ({ span, end: Math.floor(now) });

/**
 * The range moved by half its span (`dir` −1 earlier, +1 later). Later than now is not history:
 * null, back to live.
 */
export function pan(r: CurveRange, dir: -1 | 1, now = Date.now() / 1000): CurveRange | null {
  const end = r.end + (dir * r.span) / 2;
  return end >= Math.floor(now) ? null : { span: r.span, end: Math.floor(end) };
}
