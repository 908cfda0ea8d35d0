import type { CurveGet, CurveLine, EquipRecordInfo } from './types.js';

export interface HistoryAnswer {
  level: 'ring' | '1s' | '1m' | '10m';
  unit: string;
  interval: number;
  time: number[];
  min: (number | null)[];
  max: (number | null)[];
  mean: (number | null)[];
  /** IEC 61000-4-30 §4.7: the bucket holds a value measured during a dip, swell or interruption */
  flagged?: boolean[];
}

/** A time span (Unix s) whose values IEC 61000-4-30 flags: the chart shades it. */
export type FlagSpan = [from: number, to: number];

export interface HistoryCurveData {
  /** mean, min, max of the device over the range */
  lines: CurveLine[];
  level: HistoryAnswer['level'] | null;
  unit?: string;
  warning?: string;
  /** flagged buckets, adjacent ones merged */
  flagged: FlagSpan[];
}

const NONE: HistoryCurveData = { lines: [], level: null, flagged: [] };

/** The flagged buckets as spans: each from its time to its time plus the interval, adjacent ones merged. */
export function flagSpans(time: number[], flagged: boolean[] | undefined, interval: number): FlagSpan[] {
  const spans: FlagSpan[] = [];
  time.forEach((t, k) => {
    if (!flagged?.[k]) return;
    const last = spans[spans.length - 1];
    if (last && t <= last[1] + 1e-9) last[1] = Math.max(last[1], t + interval);
    else spans.push([t, t + interval]);
  });
  return spans;
}

/**
 * A device's past range of one measurement: its record id, a wrdb session, the history read
 * (≤ 2,000 min/max/mean buckets), then the session closed again.
 */
export async function fetchHistory(
  get: CurveGet,
  equipId: string,
  /** a measurement type (fq) or a channel point (UPM.UA) of the device */
  point: string,
  begin: number,
  end: number,
  /** the mean, min and max lines' names, for the device (its names as the server has them) */
  names: (device: EquipRecordInfo) => [string, string, string],
): Promise<HistoryCurveData> {
  const info = await get('/api/portal/queryData_BaseRecordIDs', { equipIDs: equipId });
  const device = (info.result as EquipRecordInfo[] | undefined)?.[0];
  const rec = device?.equipMapInfos?.[point]?.recordId;
  if (!info.success || !rec) return { ...NONE, warning: info.message };
  const open = await get('/api/wrdb/queryWrdbLastTimestamp', { recordid: rec, wrdbID: 0 });
  const wrdbID = (open.result as { wrdbid?: number } | undefined)?.wrdbid;
  if (!open.success || !wrdbID) return { ...NONE, warning: open.message };
  try {
    const h = await get('/api/wrdb/queryWrdbHistory', { wrdbID, recordID: rec, timeSoc_Begin: Math.floor(begin), timeSoc_End: Math.floor(end) });
    if (!h.success) return { ...NONE, warning: h.message };
    const r = h.result as HistoryAnswer;
    // the asked range as the axis, whatever part of it has data
    const x = [Math.floor(begin), ...r.time, Math.floor(end)];
    const named = names(device);
    const line = (y: (number | null)[], i: number): CurveLine => ({
      equipid: `${equipId}:${i}`,
      name_zh: named[i],
      name_en: named[i],
      x,
      y: [null, ...y, null],
    });
    return { lines: [line(r.mean, 0), line(r.min, 1), line(r.max, 2)], level: r.level, unit: r.unit, flagged: flagSpans(r.time, r.flagged, r.interval) };
  } finally {
    void get('/api/wrdb/closeWrdb', { wrdbID }).catch(() => undefined);
  }
}
