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

const BYTEA = 17;
/**
 * PGlite's own bytea conversions go byte by byte through strings (a 725 KB capture took ~0.4 s to store);
 * Buffer's hex codec does the same in native code. PGlite only: node-postgres already converts this way.
 */
export const liteParsers: Record<number, (v: string) => unknown> = { ...parsers, [BYTEA]: (v) => Buffer.from(v.slice(2), 'hex') };
export const liteSerializers: Record<number, (v: unknown) => string> = {
  [BYTEA]: (v) => {
    if (!(v instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
    return `\\x${Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('hex')}`;
  },
};
