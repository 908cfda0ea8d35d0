/** Points of a data set: times (Unix seconds) and values, NaN = no value. */
export interface Series {
  t: Float64Array;
  v: Float64Array;
}

export type { Curve } from '#shared/contract/datasets.js';

export type GrantKind = 'user' | 'depart';
