/** Where a history read comes from: the ring (last minutes), 1 s aggregates (hours), 1 min (days), 10 min aggregates (months). */
export type HistoryLevel = 'ring' | '1s' | '1m' | '10m';

/**
 * Shares of the expected samples (report rate × seconds): present (quality), and dropped because
 * the device was not synchronised (STAT bit 13) or flagged a data error (bits 15–14).
 */
export interface RowQuality {
  quality: number;
  unsynced: number;
  invalid: number;
}

/**
 * Row flags (column `flags`, IEC 61000-4-30 §4.7): FLAG_EVENT — the interval held a voltage dip,
 * swell or interruption on the device (UAA outside 90–110 % of Udin), so its values may not be
 * what they measure in steady state; the flag carries into every aggregate holding the interval.
 * FLAG_UNDEFINED — a circular mean of angles that cancel (resultant ~0): the mean is null.
 */
export const FLAG_EVENT = 1;
export const FLAG_UNDEFINED = 2;

/** One second of a width-1 record (isps_history_1s); values null when every sample was dropped. */
export interface SecondRow extends RowQuality {
  record_id: number;
  ts: number;
  vmin: number | null;
  vmax: number | null;
  vmean: number | null;
  vlast: number | null;
  /** FLAG_EVENT | FLAG_UNDEFINED (optional on write: 0) */
  flags?: number;
}

/** Ten minutes of a record, per column (isps_history_10m): IEC 61000-4-30 RMS aggregation, plus min and max. */
export interface TenMinuteRow extends RowQuality {
  record_id: number;
  ts: number;
  vmin: (number | null)[];
  vmax: (number | null)[];
  /** the RMS; phase angles: the circular mean; ROCOF: the arithmetic mean (devices/profiles.ts MEAS agg) */
  vrms: (number | null)[];
  /** the writer started (or skipped ahead) within the interval: it covers less than ten minutes */
  partial: boolean;
  /** FLAG_EVENT | FLAG_UNDEFINED (optional on write: 0) */
  flags?: number;
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
  /** per bucket: shares of the expected samples dropped as not synchronised / as data errors */
  unsynced: number[];
  invalid: number[];
  /** per bucket: it holds a 10-minute interval the writer saw only part of */
  partial: boolean[];
  /** per bucket: an interval in it was flagged (FLAG_EVENT: dip / swell / interruption) */
  flagged: boolean[];
  /** per bucket: the mean is null because the angles cancel (FLAG_UNDEFINED) */
  undefinedMean: boolean[];
  /** per bucket: share of its samples stored with a time quality flag (ring reads; stored levels keep none: 0) */
  timeFlagged: number[];
}

export interface HistoryOptions {
  /** ISPS_HISTORY=off: no history is written */
  enabled: boolean;
  /** ISPS_HISTORY_1S_DAYS / _1M_DAYS / _10M_DAYS: days of partitions kept (dropOldPartitions) */
  secondDays: number;
  minuteDays: number;
  tenMinuteDays: number;
}
