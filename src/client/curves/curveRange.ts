/**
 * A past range of a curve: `span` seconds ending at `end` (Unix s); null = live. `follow`: it ends
 * "now" (a preset back from now): re-read now and then, so its newest part keeps moving.
 */
export interface CurveRange {
  span: number;
  end: number;
  follow?: boolean;
}

/** The spans the widget offers back from live (the history page's choices). */
export const RANGE_SPANS = { '10m': 600, '1h': 3600, '24h': 86_400, '7d': 7 * 86_400, '30d': 30 * 86_400 } as const;
export type RangeSpan = keyof typeof RANGE_SPANS;

const nowS = () => Math.floor(Date.now() / 1000);

/** The range `span` back from now, following now. */
export const backFromNow = (span: number, now = nowS()): CurveRange => ({ span, end: Math.floor(now), follow: true });

/** A fixed range [from, to] (Unix s). */
export const fixedRange = (from: number, to: number): CurveRange => ({ span: Math.max(1, Math.floor(to) - Math.floor(from)), end: Math.floor(to) });

/** The part of a chart dragged over (not later than now), or null for a drag under 2 s. */
export function zoomed(from: number, to: number, now = nowS()): CurveRange | null {
  const end = Math.min(Math.floor(to), Math.floor(now));
  return end - from >= 2 ? fixedRange(from, end) : null;
}

/** Where the range ends as of `now`. */
export const endOf = (r: CurveRange, now = nowS()) => (r.follow ? Math.floor(now) : r.end);

/** The preset a range is, when it follows now with one of the offered spans. */
export const presetOf = (r: CurveRange | null): RangeSpan | undefined =>
  r?.follow ? (Object.keys(RANGE_SPANS) as RangeSpan[]).find((k) => RANGE_SPANS[k] === r.span) : undefined;

/**
 * The range moved by half its span (`dir` −1 earlier, +1 later); a moved range is fixed. Later than
 * now is not history: null, back to live.
 */
export function pan(r: CurveRange, dir: -1 | 1, now = nowS()): CurveRange | null {
  const end = endOf(r, now) + (dir * r.span) / 2;
  return end >= Math.floor(now) ? null : { span: r.span, end: Math.floor(end) };
}

/** Seconds between re-reads of a range that follows now: about a bucket of a 360-point curve, 5 s to a minute. */
export const refreshSeconds = (span: number) => Math.min(60, Math.max(5, Math.round(span / 360)));

/** The range in a URL: a preset's key ("1h") when it follows now, else "from-to" in Unix seconds. */
export const rangeToParam = (r: CurveRange) => presetOf(r) ?? `${r.end - r.span}-${r.end}`;

/** A range back from a URL value; anything else is null (live). */
export function rangeFromParam(v: string | null): CurveRange | null {
  if (!v) return null;
  if (v in RANGE_SPANS) return backFromNow(RANGE_SPANS[v as RangeSpan]);
  const m = /^(\d{1,12})-(\d{1,12})$/.exec(v);
  return m && Number(m[2]) > Number(m[1]) ? fixedRange(Number(m[1]), Number(m[2])) : null;
}
