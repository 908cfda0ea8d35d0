import dayjs, { type Dayjs } from 'dayjs';

export type RowStatus = 'pass' | 'fail' | 'not_measured' | 'no_data' | 'no_limit';

/** One row of /pq/compliance (server: src/server/pq/complianceTypes.ts). */
export interface ComplianceRow {
  quantity: string;
  order: number | null;
  band: [number, number] | null;
  group: number | null;
  unit: string;
  status: RowStatus;
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
  from: number;
  to: number;
  expected: number;
  rows: ComplianceRow[];
  counts: Record<RowStatus, number>;
  verdict: 'pass' | 'fail' | 'none';
}

export interface Profile {
  code: string;
  name: string;
}

/** The period kinds of the picker: a day, a calendar week, the last seven whole days, any range of days. */
export type PeriodKind = 'day' | 'week' | 'last7' | 'range';

/** [from, to) in Unix ms for a period kind and the dates picked (local time). */
export function periodOf(kind: PeriodKind, day: Dayjs | null, range: [Dayjs, Dayjs] | null): [number, number] | null {
  if (kind === 'last7') {
    const to = dayjs().startOf('day');
    return [to.subtract(7, 'day').valueOf(), to.valueOf()];
  }
  if (kind === 'range') return range ? [range[0].startOf('day').valueOf(), range[1].startOf('day').add(1, 'day').valueOf()] : null;
  if (!day) return null;
  const start = day.startOf(kind === 'week' ? 'week' : 'day');
  return [start.valueOf(), start.add(1, kind).valueOf()];
}

/** What a row's 95 % value is of its limit (%), for the chart; null without a value or a limit. */
export const ofLimit = (r: ComplianceRow) => (r.p95 === null || !r.limit ? null : (r.p95 / r.limit) * 100);

export const fmt = (v: number | null, digits = 3) => (v === null ? '—' : Number(v.toFixed(digits)).toString());
