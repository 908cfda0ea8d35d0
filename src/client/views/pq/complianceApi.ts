import dayjs, { type Dayjs } from 'dayjs';

import type { ComplianceRow } from '#shared/contract/compliance.js';

export type { ComplianceReport, ComplianceRow, Profile, RowStatus } from '#shared/contract/compliance.js';

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
