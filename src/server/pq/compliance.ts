import type { ColumnStats, ComplianceReport, ComplianceRow, DeviceStats, LimitRow, RowStatus } from './complianceTypes.js';

/** Individual harmonic orders reported (IEC 61000-4-30 / GB/T 14549: 2–25). */
export const HARMONIC_ORDERS = Array.from({ length: 24 }, (_, i) => i + 2);
/** Interharmonic groups reported without a profile band: centres 0.5 … 24.5 (columns 1–25). */
const ALL_INTERHARMONICS: [number, number] = [0, 25];

/** The limit of a quantity at a voltage level (kvFrom < kV ≤ kvTo) and order; the narrowest order range, then level, wins. */
export function limitFor(limits: LimitRow[], quantity: string, kv: number, order?: number): LimitRow | undefined {
  const fits = limits.filter(
    (l) =>
      l.quantity === quantity &&
      kv > l.kvFrom &&
      kv <= l.kvTo &&
      (order === undefined ||
        ((l.orderFrom === null || order >= l.orderFrom) &&
          (l.orderTo === null || order <= l.orderTo) &&
          (!l.parity || (l.parity === 'odd') === (order % 2 === 1)))),
  );
  const span = (l: LimitRow) => (l.orderTo ?? 99) - (l.orderFrom ?? 0);
  return fits.sort((a, b) => span(a) - span(b) || a.kvTo - a.kvFrom - (b.kvTo - b.kvFrom))[0];
}

/**
 * GB/T 12325 4.1: the sum of the absolute values of the positive and negative deviations; when both
 * lie on one side (all above or all below Un), the larger absolute value.
 */
export const spanOf = (hi: number, lo: number) => (hi >= 0 && lo <= 0 ? hi - lo : Math.max(Math.abs(hi), Math.abs(lo)));

function statusOf(s: ColumnStats | undefined, measured: boolean, l: LimitRow | undefined, p95: number | null, max: number | null): RowStatus {
  if (!measured) return 'not_measured';
  if (!s?.n || p95 === null) return 'no_data';
  if (!l) return 'no_limit';
  return p95 <= l.limitValue && (l.limitMax === null || max === null || max <= l.limitMax) ? 'pass' : 'fail';
}

function row(
  quantity: string,
  unit: string,
  s: ColumnStats | undefined,
  measured: boolean,
  l: LimitRow | undefined,
  extra: Partial<ComplianceRow> = {},
): ComplianceRow {
  const p95 = extra.p95 !== undefined ? extra.p95 : (s?.p95 ?? null);
  const max = extra.max !== undefined ? extra.max : (s?.max ?? null);
  const n = s?.n ?? 0;
  const flagged = s?.flagged ?? 0;
  return {
    quantity,
    order: null,
    band: null,
    group: null,
    unit: l?.unit || unit,
    n,
    flagged,
    flaggedShare: n + flagged ? flagged / (n + flagged) : null,
    limit: l?.limitValue ?? null,
    limitMax: l?.limitMax ?? null,
    standard: l?.standard ?? '',
    clause: l?.clause ?? '',
    note: l?.description ?? '',
    ...extra,
    p95,
    max,
    status: statusOf(s, measured, l, p95, max),
  };
}

/** The worst column of a band (columns k ↔ group k − 0.5 with from < k − 0.5 < to): its 95 % value, the largest max. */
function bandStats(cols: Map<number, ColumnStats> | undefined, [from, to]: [number, number]) {
  let worst: { k: number; s: ColumnStats } | undefined;
  let max: number | null = null;
  for (const [k, s] of cols ?? []) {
    if (!(k - 0.5 > from && k - 0.5 < to)) continue;
    if (s.p95 !== null && (!worst || s.p95 > (worst.s.p95 ?? -Infinity))) worst = { k, s };
    if (s.max !== null && (max === null || s.max > max)) max = s.max;
  }
  return { worst, max };
}

/** The report's rows from the device's statistics and the profile's limits at its voltage level (rated kV). */
export function complianceRows(stats: DeviceStats, limits: LimitRow[], kv: number): ComplianceRow[] {
  const rows: ComplianceRow[] = [row('freq_dev', 'Hz', stats.freq?.get(1), !!stats.freq, limitFor(limits, 'freq_dev', kv))];
  const v = stats.volt?.get(1);
  const span = limitFor(limits, 'volt_dev_span', kv);
  if (span) {
    const val = (a: number | null | undefined, b: number | null | undefined) => (a == null || b == null ? null : spanOf(a, b));
    rows.push(row('volt_dev_span', '%', v, !!stats.volt, span, { p95: val(v?.hi95, v?.lo05), max: val(v?.hiMax, v?.loMin) }));
  } else rows.push(row('volt_dev', '%', v, !!stats.volt, limitFor(limits, 'volt_dev', kv)));
  rows.push(row('thd', '%', stats.thd?.get(1), !!stats.thd, limitFor(limits, 'thd', kv)));
  for (const h of HARMONIC_ORDERS) rows.push(row('harmonic', '%', stats.harmonic?.get(h), !!stats.harmonic, limitFor(limits, 'harmonic', kv, h), { order: h }));
  const bands = limits.filter((l) => l.quantity === 'interharmonic' && kv > l.kvFrom && kv <= l.kvTo);
  const bandList: [LimitRow | undefined, [number, number]][] = bands.length
    ? bands.sort((a, b) => (a.orderFrom ?? 0) - (b.orderFrom ?? 0)).map((l) => [l, [l.orderFrom ?? 0, l.orderTo ?? 50]])
    : [[undefined, ALL_INTERHARMONICS]];
  for (const [l, band] of bandList) {
    const { worst, max } = bandStats(stats.interharmonic, band);
    const any = [...(stats.interharmonic ?? new Map<number, ColumnStats>()).values()].find((s) => s.n || s.flagged);
    rows.push(row('interharmonic', '%', worst?.s ?? any, !!stats.interharmonic, l, { band, group: worst ? worst.k - 0.5 : null, max }));
  }
  // no device type reports the negative-sequence unbalance or Pst/Plt: their rows say so, with the limit that would apply
  rows.push(row('unbalance', '%', undefined, false, limitFor(limits, 'unbalance', kv)));
  rows.push(row('plt', '', undefined, false, limitFor(limits, 'plt', kv)));
  return rows;
}

/** Counts per status and the verdict: fail when a row fails, pass when at least one passes and none fails. */
export function summarize(rows: ComplianceRow[]): Pick<ComplianceReport, 'counts' | 'verdict'> {
  const counts: Record<RowStatus, number> = { pass: 0, fail: 0, not_measured: 0, no_data: 0, no_limit: 0 };
  for (const r of rows) counts[r.status]++;
  return { counts, verdict: counts.fail ? 'fail' : counts.pass ? 'pass' : 'none' };
}
