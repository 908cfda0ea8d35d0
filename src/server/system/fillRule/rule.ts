import { z } from 'zod';

/**
 * A fill rule is declarative data, never code (JeecgBoot loads a Java class by name from
 * rule_class): prefix, a date pattern, a zero-padded sequence kept in the database, a suffix.
 * Parts are joined by `separator`: {"prefix":"CN","datePattern":"yyyyMMdd","separator":"-",
 * "seqLength":4,"reset":"day"} gives CN-20260314-0001, then CN-20260314-0002, …
 */
const TOKENS = /yyyy|yy|MM|dd|HH|mm|ss/g;
const text = (name: string) =>
  z
    .string({ error: `${name} 必须是文本` })
    .max(32, `${name} 长度不能超过 32`)
    .regex(/^[^\s{}]*$/, `${name} 不能包含空白或花括号`);

export const ruleParamsSchema = z
  .object(
    {
      prefix: text('prefix').default(''),
      datePattern: z
        .string({ error: 'datePattern 必须是文本' })
        .max(32, 'datePattern 长度不能超过 32')
        .regex(/^(yyyy|yy|MM|dd|HH|mm|ss|[-_/.:])*$/, 'datePattern 只能由 yyyy、yy、MM、dd、HH、mm、ss 和 - _ / . : 组成')
        .default(''),
      separator: z
        .string({ error: 'separator 必须是文本' })
        .regex(/^[-_/.]{0,3}$/, 'separator 只能是最多 3 个 - _ / . 字符')
        .default(''),
      seqLength: z
        .number({ error: 'seqLength 必须是整数' })
        .int('seqLength 必须是整数')
        .min(0, 'seqLength 不能小于 0')
        .max(12, 'seqLength 不能大于 12')
        .default(4),
      start: z.number({ error: 'start 必须是整数' }).int('start 必须是整数').min(0, 'start 不能小于 0').max(1e12, 'start 太大').default(1),
      reset: z.enum(['none', 'day', 'month', 'year'], 'reset 只能是 none、day、month 或 year').default('none'),
      suffix: text('suffix').default(''),
    },
    { error: (i) => (i.code === 'unrecognized_keys' ? '规则参数中有未知的键' : '规则参数必须是 JSON 对象') },
  )
  .strict();

export type RuleParams = z.output<typeof ruleParamsSchema>;

/** Parses stored or submitted rule JSON; the message names the bad key. */
export function parseRuleParams(json: string): { params?: RuleParams; error?: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { error: '规则参数不是有效的 JSON' };
  }
  const r = ruleParamsSchema.safeParse(raw);
  if (!r.success) {
    const i = r.error.issues[0];
    const key = i.code === 'unrecognized_keys' ? i.keys.join(', ') : i.path.join('.');
    return { error: key && i.code === 'unrecognized_keys' ? `${i.message}：${key}` : i.message };
  }
  if (r.data.seqLength === 0 && !r.data.datePattern) return { error: '规则至少要有日期或序号（seqLength > 0）' };
  return { params: r.data };
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Formats a local date with the pattern's tokens (the server's time zone, like every other server time). */
export function formatDate(pattern: string, d: Date): string {
  const values: Record<string, string> = {
    yyyy: String(d.getFullYear()),
    yy: pad(d.getFullYear() % 100),
    MM: pad(d.getMonth() + 1),
    dd: pad(d.getDate()),
    HH: pad(d.getHours()),
    mm: pad(d.getMinutes()),
    ss: pad(d.getSeconds()),
  };
  return pattern.replace(TOKENS, (t) => values[t]);
}

/** The sequence restarts when this key changes: the day, month or year of `d` ('' never restarts). */
export const periodOf = (p: RuleParams, d: Date): string =>
  ({ none: '', day: formatDate('yyyyMMdd', d), month: formatDate('yyyyMM', d), year: formatDate('yyyy', d) })[p.reset];

/** The next sequence number after `current` (null: never issued) in `storedPeriod`, for `period`. */
export const nextSeq = (p: RuleParams, current: number | null, storedPeriod: string | null, period: string): number =>
  current === null || (storedPeriod ?? '') !== period ? p.start : current + 1;

/** The value for one sequence number. */
export function render(p: RuleParams, seq: number, d: Date): string {
  const parts = [p.prefix, p.datePattern ? formatDate(p.datePattern, d) : '', p.seqLength ? String(seq).padStart(p.seqLength, '0') : ''].filter(
    (s) => s !== '',
  );
  return parts.join(p.separator) + p.suffix;
}
