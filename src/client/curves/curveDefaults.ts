import type { CurveUrls } from './types.js';

/** Curve defaults (spec §9): a 10 s window, 50 Hz sampling, windows skipped after a gap over 90 s. */
export const CURVE_SECONDS = 10;
export const CURVE_RATE_HZ = 50;
export const CURVE_MAX_GAP_S = 90;
export const CURVE_PERIOD_MS = 1000;

/** Where the curve calls go by default (paths under /isps-api). */
export const DEFAULT_CURVE_URLS: CurveUrls = {
  queryData_BaseRecordIDs: '/api/portal/queryData_BaseRecordIDs',
  queryWrdbLastTimestamp: '/api/wrdb/queryWrdbLastTimestamp',
  queryWrdbData: '/api/wrdb/queryWrdbData',
  closeWrdb: '/api/wrdb/closeWrdb',
};

export const URL_KEYS = Object.keys(DEFAULT_CURVE_URLS) as (keyof CurveUrls)[];

/** 请设置url.xxx属性! for the first missing url property, else undefined. */
export function missingUrlWarning(urls: Partial<CurveUrls>): string | undefined {
  const missing = URL_KEYS.find((k) => !urls[k]);
  return missing ? `请设置url.${missing}属性!` : undefined;
}
