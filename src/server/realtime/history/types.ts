/** Where a history read comes from: the ring (last minutes), 1 s aggregates (hours), 10 min aggregates (months). */
export type HistoryLevel = 'ring' | '1s' | '10m';

/** One second of a width-1 record (isps_history_1s); quality: share of the expected samples present. */
export interface SecondRow {
  record_id: number;
  ts: number;
  vmin: number;
  vmax: number;
  vmean: number;
  vlast: number;
  quality: number;
}

/** Ten minutes of a record, per column (isps_history_10m): IEC 61000-4-30 RMS aggregation, plus min and max. */
export interface TenMinuteRow {
  record_id: number;
  ts: number;
  vmin: (number | null)[];
  vmax: (number | null)[];
  vrms: (number | null)[];
  quality: number;
}

/** Buckets of a range read: parallel arrays, null where a bucket holds no sample. */
export interface HistorySeries {
  level: HistoryLevel;
  /** seconds per bucket */
  interval: number;
  time: number[];
  min: (number | null)[];
  max: (number | null)[];
  mean: (number | null)[];
}

export interface HistoryOptions {
  /** ISPS_HISTORY=off: no history is written */
  enabled: boolean;
  /** ISPS_HISTORY_1S_DAYS / ISPS_HISTORY_10M_DAYS: days of partitions kept (dropOldPartitions) */
  secondDays: number;
  tenMinuteDays: number;
}
