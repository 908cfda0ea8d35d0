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

/** One second of a width-1 record (isps_history_1s); values null when every sample was dropped. */
export interface SecondRow extends RowQuality {
  record_id: number;
  ts: number;
  vmin: number | null;
  vmax: number | null;
  vmean: number | null;
  vlast: number | null;
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
}

export interface HistoryOptions {
  /** ISPS_HISTORY=off: no history is written */
  enabled: boolean;
  /** ISPS_HISTORY_1S_DAYS / _1M_DAYS / _10M_DAYS: days of partitions kept (dropOldPartitions) */
  secondDays: number;
  minuteDays: number;
  tenMinuteDays: number;
}
