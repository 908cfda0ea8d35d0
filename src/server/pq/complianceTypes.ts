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

export type RowStatus = 'pass' | 'fail' | 'not_measured' | 'no_data' | 'no_limit';

export interface ComplianceRow {
  /** quantity code (dictionary pq_quantity) */
  quantity: string;
  /** harmonic order; interharmonics: the band's orders [from, to] */
  order: number | null;
  band: [number, number] | null;
  /** interharmonics: the group (order + 0.5) whose 95 % value is the band's */
  group: number | null;
  unit: string;
  status: RowStatus;
  /** unflagged intervals with a value, and flagged ones left out */
  n: number;
  flagged: number;
  flaggedShare: number | null;
  p95: number | null;
  max: number | null;
  limit: number | null;
  limitMax: number | null;
  standard: string;
  clause: string;
  note: string;
}

export interface ComplianceReport {
  equipId: string;
  equipType: string;
  ratedKv: number;
  udinKv: number;
  profile: string;
  /** Unix ms; intervals starting in [from, to) */
  from: number;
  to: number;
  /** 10-minute intervals the period holds */
  expected: number;
  rows: ComplianceRow[];
  counts: Record<RowStatus, number>;
  verdict: 'pass' | 'fail' | 'none';
}

/** Statistics per column (1-based) of the device's records; a missing record: the device does not measure it. */
export interface DeviceStats {
  freq?: Map<number, ColumnStats>;
  volt?: Map<number, ColumnStats>;
  thd?: Map<number, ColumnStats>;
  harmonic?: Map<number, ColumnStats>;
  interharmonic?: Map<number, ColumnStats>;
}
