import { badRequest } from '../../http/errors.js';

export type Query = Record<string, unknown>;

const ID = /^[A-Za-z0-9_.-]{1,64}$/;
const INT = /^-?\d{1,16}$/;
const NUM = /^-?\d{1,16}(\.\d{1,12})?$/;

/** A query parameter by name, case-insensitively (JeecgBoot clients send both recordid and recordID). */
export function param(q: unknown, name: string): string | undefined {
  if (!q || typeof q !== 'object') return undefined;
  // the name as written is the common case (every poll): no key scan
  let v = Object.hasOwn(q, name) ? (q as Query)[name] : undefined;
  if (v === undefined) {
    const lower = name.toLowerCase();
    const key = Object.keys(q).find((k) => k.toLowerCase() === lower);
    v = key === undefined ? undefined : (q as Query)[key];
  }
  const s = Array.isArray(v) ? v[0] : v;
  if (s === undefined || s === null) return undefined;
  const t = String(s).trim();
  return t === '' || t === 'undefined' || t === 'null' ? undefined : t;
}

/** A comma-separated id list: trimmed, de-duplicated, at most `max`, each [A-Za-z0-9_.-]{1,64}. */
export function idList(q: unknown, name: string, max: number, required = false): string[] | undefined {
  const raw = param(q, name);
  if (raw === undefined) {
    if (required) throw badRequest(`参数 ${name} 不能为空`, name);
    return undefined;
  }
  const ids = [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const bad = ids.find((i) => !ID.test(i));
  if (bad !== undefined) throw badRequest(`参数 ${name} 含有不合法的编号「${bad.slice(0, 64)}」`, name);
  if (ids.length > max) throw badRequest(`参数 ${name} 一次最多 ${max} 个编号`, name);
  if (!ids.length && required) throw badRequest(`参数 ${name} 不能为空`, name);
  return ids;
}

interface Range {
  min: number;
  max: number;
}

export function intParam(q: unknown, name: string, r: Range & { def?: number }): number {
  const raw = param(q, name);
  if (raw === undefined) {
    if (r.def !== undefined) return r.def;
    throw badRequest(`参数 ${name} 不能为空`, name);
  }
  if (!INT.test(raw)) throw badRequest(`参数 ${name} 必须是整数`, name);
  return inRange(Number(raw), name, r);
}

export function numParam(q: unknown, name: string, r: Range & { def?: number }): number {
  const raw = param(q, name);
  if (raw === undefined) {
    if (r.def !== undefined) return r.def;
    throw badRequest(`参数 ${name} 不能为空`, name);
  }
  if (!NUM.test(raw)) throw badRequest(`参数 ${name} 必须是数字`, name);
  return inRange(Number(raw), name, r);
}

function inRange(n: number, name: string, r: Range): number {
  if (n < r.min || n > r.max) throw badRequest(`参数 ${name} 应在 ${r.min} 到 ${r.max} 之间`, name);
  return n;
}

/** wrdbID: 0 or empty means "open a new session" (0 is returned then). */
export const sessionParam = (q: unknown) => intParam(q, 'wrdbID', { min: 0, max: Number.MAX_SAFE_INTEGER, def: 0 });

/** Unix seconds, with a fraction; up to year 5138 */
export const timeParam = (q: unknown, name: string) => numParam(q, name, { min: 0, max: 1e11 });

export const recordParam = (q: unknown, name: string) => intParam(q, name, { min: 1, max: 2 ** 31 - 1 });

/** Unix seconds rounded to the microsecond (answers stay short). */
export const seconds6 = (t: number) => Math.round(t * 1e6) / 1e6;

/** A window of one record in a wrdb session, as queryWrdbData and queryWrdbHistory take it. */
export interface WindowQuery {
  wrdbID: number;
  recordid: number;
  begin: number;
  end: number;
}

export function windowQuery(q: unknown): WindowQuery {
  const wrdbID = intParam(q, 'wrdbID', { min: 1, max: Number.MAX_SAFE_INTEGER });
  const recordid = recordParam(q, 'recordID');
  const begin = timeParam(q, 'timeSoc_Begin');
  const end = timeParam(q, 'timeSoc_End');
  if (end < begin) throw badRequest('参数 timeSoc_End 不能早于 timeSoc_Begin', 'timeSoc_End');
  return { wrdbID, recordid, begin, end };
}

export const noSession = (id: number) => `实时库会话 ${id} 不存在或已过期，请重新打开（wrdbID=0）`;
