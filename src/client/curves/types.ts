/** What the live curve widget is configured with and what its timer hands to the chart. */
/** fq frequency, RF its rate of change (ROCOF), UAA voltage amplitude */
export type MeasType = 'UAA' | 'fq' | 'RF';

/** The four server calls of a curve, as paths under the API base (the widget's url.xxx properties). */
export interface CurveUrls {
  queryData_BaseRecordIDs: string;
  queryWrdbLastTimestamp: string;
  queryWrdbData: string;
  closeWrdb: string;
}

export interface CurveConfig {
  equipIds: string[];
  /** the devices' type, sent as equipType (optional filter) */
  equipType?: string;
  meastype: MeasType;
  /** missing or empty entries warn 请设置url.xxx属性! */
  urls: Partial<CurveUrls>;
  /** the curve window, seconds (default 10) */
  seconds?: number;
  /** samples per second kept per curve (default 50): buffers hold seconds × rate points */
  rate?: number;
  /** poll period, ms (default 1000) */
  periodMs?: number;
}

/** The JSON envelope of every answer (code 510 = business warning). */
export type { Envelope as CurveEnvelope } from '#shared/contract/envelope.js';
import type { z } from 'zod';
import type { Envelope } from '#shared/contract/envelope.js';

/**
 * GET a path with query parameters; resolves with the envelope (also for 510), rejects on network errors. `answer`:
 * the schema of the route's result (src/shared/contract), checked by the console's client.
 */
export type CurveGet = (path: string, query: Record<string, string | number>, answer?: z.ZodType) => Promise<Envelope>;

export interface CurveClock {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** One device's line: its names and its time-ordered points (x: Unix seconds, y: value or null for a gap). */
export interface CurveLine {
  equipid: string;
  name_zh: string;
  name_en: string;
  unit?: string;
  x: number[];
  y: (number | null)[];
}

export interface EquipRecordInfo {
  equipid: string;
  equiptype?: string;
  name_zh?: string;
  name_en?: string;
  equipMapInfos?: Record<string, { recordId?: number; unit?: string; interval?: number } | undefined>;
}
export type { LastTimestamp as LastTimestampResult, WrdbData as WrdbDataResult } from '#shared/contract/wrdb.js';
