import dayjs from 'dayjs';

/**
 * One time-stamped value from a line or sheet row: time as Unix seconds (or ms when > 1e11) or as
 * a date-time text (local time), value a number; null for a header or blank line.
 */
export function pointOf(time: unknown, value: unknown): [number, number] | null {
  const t = timeOf(time);
  if (t === null) return null;
  const v = typeof value === 'number' ? value : value === null || value === undefined || String(value).trim() === '' ? NaN : Number(String(value).trim());
  if (typeof value === 'string' && value.trim() !== '' && !Number.isFinite(v)) return null;
  return [t, v];
}

function timeOf(x: unknown): number | null {
  if (x instanceof Date) return x.getTime() / 1000;
  if (typeof x === 'number') return x > 1e11 ? x / 1000 : x;
  const s = String(x ?? '').trim();
  if (!s) return null;
  if (/^-?\d+(\.\d+)?$/.test(s)) return timeOf(Number(s));
  const d = dayjs(s.replace('T', ' '));
  return d.isValid() ? d.valueOf() / 1000 : null;
}

/** The time and value fields of a CSV or text line: comma, semicolon or tab between them, else the last run of spaces. */
export function fieldsOf(line: string): string[] {
  const s = line.trim();
  const parts = s.split(/\s*[,;\t]\s*/);
  if (parts.length > 1) return parts.map((p) => p.replace(/^"|"$/g, ''));
  const m = /^(.*\S)\s+(\S+)$/.exec(s);
  return m ? [m[1], m[2]] : [s];
}
