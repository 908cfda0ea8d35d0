/**
 * SARFI-X (IEEE 1564-2014, "System Average RMS Variation Frequency Index"): the number of voltage
 * dips whose residual voltage is below X % of the declared voltage, per monitored site. Per device
 * it is the device's count; for a selection, the sum over its devices divided by their number.
 * Dips are counted from the dip records (an interruption lies inside its dip record, residual < 5 %);
 * IEEE 1564's temporal aggregation (one event per minute and site) is not applied.
 */
export const SARFI_LEVELS = [90, 70, 50, 10] as const;

export type Period = 'day' | 'month' | 'all';

export interface SarfiRow {
  equipId: string;
  period: string;
  sarfi90: number;
  sarfi70: number;
  sarfi50: number;
  sarfi10: number;
}

/** The period an event (Unix ms) falls in, in the reader's zone (offset minutes east of UTC). */
export function periodOf(ms: number, period: Period, offsetMin: number): string {
  if (period === 'all') return 'all';
  const d = new Date(ms + offsetMin * 60_000).toISOString();
  return period === 'day' ? d.slice(0, 10) : d.slice(0, 7);
}

/** Counts per device and period from dips [equipId, startMs, residual %]; rows sorted by device, then period. */
export function sarfiRows(dips: [string, number, number][], period: Period, offsetMin: number): SarfiRow[] {
  const rows = new Map<string, SarfiRow>();
  for (const [equipId, ms, residual] of dips) {
    const p = periodOf(ms, period, offsetMin);
    const key = `${equipId}\u0000${p}`;
    let r = rows.get(key);
    if (!r) rows.set(key, (r = { equipId, period: p, sarfi90: 0, sarfi70: 0, sarfi50: 0, sarfi10: 0 }));
    if (residual < 90) r.sarfi90++;
    if (residual < 70) r.sarfi70++;
    if (residual < 50) r.sarfi50++;
    if (residual < 10) r.sarfi10++;
  }
  return [...rows.values()].sort((a, b) => a.equipId.localeCompare(b.equipId) || a.period.localeCompare(b.period));
}

/** The selection's SARFI per period: counts summed over devices, divided by the devices monitored. */
export function systemSarfi(rows: SarfiRow[], devices: number): SarfiRow[] {
  const by = new Map<string, SarfiRow>();
  for (const r of rows) {
    let s = by.get(r.period);
    if (!s) by.set(r.period, (s = { equipId: '*', period: r.period, sarfi90: 0, sarfi70: 0, sarfi50: 0, sarfi10: 0 }));
    for (const l of SARFI_LEVELS) s[`sarfi${l}`] += r[`sarfi${l}`];
  }
  const n = Math.max(1, devices);
  return [...by.values()]
    .map((s) => ({ ...s, sarfi90: s.sarfi90 / n, sarfi70: s.sarfi70 / n, sarfi50: s.sarfi50 / n, sarfi10: s.sarfi10 / n }))
    .sort((a, b) => a.period.localeCompare(b.period));
}
