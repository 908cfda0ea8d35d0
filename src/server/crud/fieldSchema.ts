import { z } from 'zod';
import { FORMATS } from '../../shared/formats.js';
import type { Column } from '../schema/registry.js';

const label = (c: Column) => `${c.title.zh}（${c.name}）`;
const blank = (v: unknown) => v === '' || v === null || v === undefined;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;

const realDate = (s: string) => !Number.isNaN(Date.parse(`${s.slice(0, 10)}T00:00:00Z`)) &&
  new Date(`${s.slice(0, 10)}T00:00:00Z`).toISOString().startsWith(s.slice(0, 10));

/** Parses one non-empty value of a field; messages name the field (zh title and key). */
export function valueSchema(c: Column): z.ZodType {
  const L = label(c);
  switch (c.type) {
    case 'integer':
    case 'number': {
      const re = c.type === 'integer' ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/;
      let n = c.type === 'integer' ? z.number().int(`${L}必须是整数`) : z.number();
      n = n.min(c.min ?? -2147483648, `${L}不能小于 ${c.min ?? -2147483648}`).max(c.max ?? 2147483647, `${L}不能大于 ${c.max ?? 2147483647}`);
      const msg = `${L}必须是${c.type === 'integer' ? '整数' : '数字'}`;
      return z.union([z.number(msg), z.string(msg).trim().regex(re, msg)], { error: msg }).transform(Number).pipe(n);
    }
    case 'boolean':
      return z.union([z.boolean(), z.enum(['true', 'false', '1', '0'], `${L}必须是布尔值`), z.literal(1), z.literal(0)], { error: `${L}必须是布尔值` })
        .transform((v) => v === true || v === 'true' || v === '1' || v === 1);
    case 'date':
      return z.string({ error: `${L}必须是日期` }).trim().regex(/^\d{4}-\d{2}-\d{2}/, `${L}格式应为 YYYY-MM-DD`)
        .refine(realDate, `${L}不是有效日期`).transform((s) => s.slice(0, 10));
    case 'datetime':
      return z.string({ error: `${L}必须是时间` }).trim().regex(DATETIME, `${L}格式应为 YYYY-MM-DD HH:mm:ss`)
        .refine(realDate, `${L}不是有效日期`)
        .transform((s) => {
          const m = DATETIME.exec(s)!;
          return `${m[1]} ${m[2]}${m[3] ?? ':00'}`;
        });
    default: {
      let s = z.string({ error: `${L}必须是文本` });
      const max = c.maxLength ?? (c.type === 'string' ? 255 : undefined);
      if (max) s = s.max(max, `${L}长度不能超过 ${max}`);
      if (c.minLength) s = s.min(c.minLength, `${L}长度不能少于 ${c.minLength}`);
      if (c.pattern) s = s.regex(new RegExp(c.pattern), `${L}${c.patternMessage?.zh ?? '格式不正确'}`);
      if (c.format === 'email') s = s.regex(FORMATS.email, `${L}不是有效的邮箱地址`);
      if (c.format === 'phone') s = s.regex(FORMATS.phone, `${L}不是有效的电话号码`);
      if (c.format === 'url') s = s.regex(FORMATS.url, `${L}不是有效的网址`);
      if (c.type === 'json') return s.refine((v) => { try { JSON.parse(v); return true; } catch { return false; } }, `${L}不是有效的 JSON`);
      return s;
    }
  }
}

/** Writable fields: the ones a request body may set (unknown keys are dropped). */
export const writable = (columns: Column[]) => columns.filter((c) => !c.readOnly && c.name !== 'id');

/**
 * Parses a record body. Empty strings count as "no value"; on add a required field needs a
 * value (or a default), on edit it may be left out but not cleared.
 */
export function parseRecord(columns: Column[], body: unknown, mode: 'add' | 'edit') {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { data: {}, errors: [{ field: 'body', message: '请求体必须是 JSON 对象' }] };
  }
  const shape: Record<string, z.ZodType> = {};
  for (const c of writable(columns)) shape[c.name] = z.preprocess((x) => (blank(x) ? null : x), valueSchema(c).nullable().optional());
  const parsed = z.object(shape).safeParse(body ?? {});
  const errors: FieldError[] = parsed.success ? [] : fieldErrors(parsed.error);
  const data = (parsed.success ? parsed.data : {}) as Record<string, unknown>;
  if (parsed.success) {
    for (const c of writable(columns)) {
      if (!c.required || (c.required === 'add' && mode === 'edit')) continue;
      const missing = mode === 'add' ? data[c.name] == null && c.default === undefined : data[c.name] === null;
      if (missing) errors.push({ field: c.name, message: `${label(c)}不能为空` });
    }
  }
  return { data, errors };
}

export interface FieldError {
  field: string;
  message: string;
}

export function fieldErrors(err: z.ZodError): FieldError[] {
  return err.issues.map((i) => ({ field: String(i.path[0] ?? ''), message: i.message }));
}
