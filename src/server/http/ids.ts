import { z } from 'zod';

/** Row ids are 32 hex characters (id columns are varchar(32)); seeds may use other word characters. */
const ID = /^[A-Za-z0-9_-]{1,32}$/;
const MAX_IDS = 1000;

/** One id from a query string or body; the 400 names the parameter. */
export const zId = (field: string) =>
  z
    .string({ error: `${field} 不能为空` })
    .trim()
    .min(1, `${field} 不能为空`)
    .regex(ID, `${field} 格式不正确`);

/**
 * Ids as JeecgBoot sends them: "a,b" or ["a","b"]; blanks dropped, duplicates merged.
 * `allowEmpty` is for sets a request may clear (a user's roles on edit).
 */
export const zIds = (field: string, allowEmpty = false) =>
  z
    .union([z.string(), z.array(z.string())], { error: `${field} 不能为空` })
    .transform((v) => [...new Set((Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))])
    // checked as a whole so the 400 names the parameter, not "field.3"
    .pipe(
      z
        .array(z.string())
        .min(allowEmpty ? 0 : 1, `${field} 不能为空`)
        .max(MAX_IDS, `${field} 最多 ${MAX_IDS} 个`)
        .refine((a) => a.every((i) => ID.test(i)), `${field} 格式不正确`),
    );
