/** Same value shapes from PGlite and pg: times as 'YYYY-MM-DD HH:mm:ss' text, int8 as number. */
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;
const DATE = 1082;
const INT8 = 20;
const NUMERIC = 1700;

export const parsers: Record<number, (v: string) => unknown> = {
  [TIMESTAMP]: (v) => v.slice(0, 19),
  [TIMESTAMPTZ]: (v) => v.slice(0, 19),
  [DATE]: (v) => v,
  [INT8]: (v) => Number(v),
  [NUMERIC]: (v) => Number(v),
};
