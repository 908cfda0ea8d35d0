import { z } from 'zod';
import { FORMATS } from '../formats.js';
import type { FieldDef } from './entity.js';

/** A field as rules see it: its definition and its key (messages name both). */
export type RuleField = FieldDef & { name: string };

export const label = (c: RuleField) => `${c.title.zh}（${c.name}）`;
export const blank = (v: unknown) => v === '' || v === null || v === undefined;

const DATETIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;

const realDate = (s: string) => !Number.isNaN(Date.parse(`${s.slice(0, 10)}T00:00:00Z`)) &&
  new Date(`${s.slice(0, 10)}T00:00:00Z`).toISOString().startsWith(s.slice(0, 10));

/**
 * Parses one non-empty value of a field; messages name the field (zh title and key). The server checks
 * request bodies with it and the client's forms run the same rules (renderers/schema/toFormSchema.ts).
 */
export function valueSchema(c: RuleField): z.ZodType {
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
