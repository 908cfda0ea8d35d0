/** Points of a data set: times (Unix seconds) and values, NaN = no value. */
export interface Series {
  t: Float64Array;
  v: Float64Array;
}

/** The curve check's answer: min/max per time bucket, the whole range's statistics and its gaps. */
export interface Curve {
  t: number[];
  min: (number | null)[];
  max: (number | null)[];
  stats: { count: number; min: number | null; max: number | null; mean: number | null };
  /** [from, to] spans without values: missing samples or NaN */
  gaps: [number, number][];
}

export type GrantKind = 'user' | 'depart';
