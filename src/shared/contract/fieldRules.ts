import { z } from 'zod';
import { FORMATS } from './formats.js';
import { patternTest } from './pattern.js';
import type { FieldDef } from './entity.js';
import { RULE_MESSAGES, type RuleLang } from './ruleMessages.js';

/** A field as rules see it: its definition and its key (messages name both). */
export type RuleField = FieldDef & { name: string };

/** The field as zh messages name it: title and key. */
export const label = (c: RuleField) => RULE_MESSAGES.zh.label(c);
export const blank = (v: unknown) => v === '' || v === null || v === undefined;

const DATETIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;

const realDate = (s: string) =>
  !Number.isNaN(Date.parse(`${s.slice(0, 10)}T00:00:00Z`)) && new Date(`${s.slice(0, 10)}T00:00:00Z`).toISOString().startsWith(s.slice(0, 10));

/**
 * Parses one non-empty value of a field; messages name the field (title and key). The server checks
 * request bodies with it (zh messages) and the client's forms run the same rules (renderers/schema/toFormSchema.ts).
 */
export function valueSchema(c: RuleField, lang: RuleLang = 'zh', labelOf: (c: RuleField) => string = RULE_MESSAGES[lang].label): z.ZodType {
  const M = RULE_MESSAGES[lang];
  const L = labelOf(c);
  switch (c.type) {
    case 'integer':
    case 'number': {
      const re = c.type === 'integer' ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/;
      const msg = c.type === 'integer' ? M.integer(L) : M.number(L);
      let n = c.type === 'integer' ? z.number().int(msg) : z.number();
      n = n.min(c.min ?? -2147483648, M.min(L, c.min ?? -2147483648)).max(c.max ?? 2147483647, M.max(L, c.max ?? 2147483647));
      return z
        .union([z.number(msg), z.string(msg).trim().regex(re, msg)], { error: msg })
        .transform(Number)
        .pipe(n);
    }
    case 'boolean':
      return z
        .union([z.boolean(), z.enum(['true', 'false', '1', '0'], M.boolean(L)), z.literal(1), z.literal(0)], { error: M.boolean(L) })
        .transform((v) => v === true || v === 'true' || v === '1' || v === 1);
    case 'date':
      return z
        .string({ error: M.date(L) })
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}/, M.dateFormat(L))
        .refine(realDate, M.realDate(L))
        .transform((s) => s.slice(0, 10));
    case 'datetime':
      return z
        .string({ error: M.datetime(L) })
        .trim()
        .regex(DATETIME, M.datetimeFormat(L))
        .refine(realDate, M.realDate(L))
        .transform((s) => {
          const m = DATETIME.exec(s)!;
          return `${m[1]} ${m[2]}${m[3] ?? ':00'}`;
        });
    default: {
      let s = z.string({ error: M.text(L) });
      const max = c.maxLength ?? (c.type === 'string' ? 255 : undefined);
      if (max) s = s.max(max, M.maxLength(L, max));
      if (c.minLength) s = s.min(c.minLength, M.minLength(L, c.minLength));
      // RE2, never a backtracking RegExp: the pattern is user-written (pattern.ts); meta keeps it in the OpenAPI document
      const p = c.pattern;
      if (p) s = s.refine((v) => patternTest(p, v), M.pattern(L, c.patternMessage?.[lang])).meta({ pattern: p });
      if (c.format) s = s.regex(FORMATS[c.format], M[c.format](L));
      if (c.type === 'json')
        return s.refine((v) => {
          try {
            JSON.parse(v);
            return true;
          } catch {
            return false;
          }
        }, M.json(L));
      return s;
    }
  }
}
