/** A row of isps_pq_limit_profile, as the report uses it. */
export interface LimitRow {
  quantity: string;
  kvFrom: number;
  kvTo: number;
  orderFrom: number | null;
  orderTo: number | null;
  parity: string | null;
  limitValue: number;
  limitMax: number | null;
  unit: string;
  standard: string;
  clause: string;
  description: string;
}

/**
 * Statistics of one column of a record's 10-minute values over the period, flagged intervals left
 * out: counts, the 95 % value and max of |x| (x: the deviation, or the value itself), and the
 * signed 95 % / 5 % values and extremes (for the voltage deviation span).
 */
export interface ColumnStats {
  n: number;
  flagged: number;
  p95: number | null;
  max: number | null;
  hi95: number | null;
  lo05: number | null;
  hiMax: number | null;
  loMin: number | null;
}

export type { ComplianceReport, ComplianceRow, RowStatus } from '#shared/contract/compliance.js';

/** Statistics per column (1-based) of the device's records; a missing record: the device does not measure it. */
export interface DeviceStats {
  freq?: Map<number, ColumnStats>;
  volt?: Map<number, ColumnStats>;
  thd?: Map<number, ColumnStats>;
  harmonic?: Map<number, ColumnStats>;
  interharmonic?: Map<number, ColumnStats>;
}
