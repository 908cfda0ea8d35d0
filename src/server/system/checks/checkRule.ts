import { z } from 'zod';
import { MAX_PATTERN, patternError, patternTest } from '#shared/contract/pattern.js';

/**
 * Check rules (sys_check_rule.rule_json) are patterns written by users, so they run on RE2
 * (re2js, through the one helper every user pattern uses: #shared/contract/pattern.ts). A pattern
 * RE2 cannot compile (lookaround, backreferences) is refused when the rule is saved.
 */

/** Longest value a rule is tested against (the query parameter `value`). */
export const MAX_CHECK_VALUE = 1000;

/** One step of a check rule: `digits` consecutive characters (or '*' for the rest) must match `pattern`. */
export interface RuleStep {
  digits: string;
  pattern: string;
  message: string;
}

export interface RuleFailure extends RuleStep {
  checkValue: string;
  passed: false;
  beginIndex: number;
  endIndex: number;
}

const stepSchema = z.object(
  {
    digits: z.union([z.literal('*'), z.string().regex(/^[1-9]\d{0,3}$/), z.number().int().min(1).max(9999).transform(String)], {
      error: 'digits 应为正整数或 *',
    }),
    pattern: z
      .string({ error: 'pattern 必须是文本' })
      .max(MAX_PATTERN, `pattern 长度不能超过 ${MAX_PATTERN}`)
      .refine((p) => !patternError(p), { error: (i) => `pattern「${String(i.input)}」不是受支持的正则表达式（不支持前后断言和反向引用）` }),
    message: z.string({ error: 'message 必须是文本' }).max(200, 'message 长度不能超过 200'),
  },
  { error: '每一步应为 {digits, pattern, message}' },
);

const rulesSchema = z.array(stepSchema, { error: '规则JSON应为数组' }).min(1, '规则JSON至少要有一步').max(50, '规则JSON最多 50 步');

/** Parses submitted rule JSON; `error` says what is wrong (the first problem). */
export function parseRuleJson(json: string): { steps?: RuleStep[]; error?: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { error: '规则JSON不是有效的 JSON' };
  }
  const r = rulesSchema.safeParse(raw);
  return r.success ? { steps: r.data } : { error: r.error.issues[0].message };
}

const CONFIG_ERROR = '校验规则配置错误';

/** JeecgBoot's check-rule semantics: steps slice the value left to right; '*' tests what remains. */
export function runCheckRule(ruleJson: string, value: string): RuleFailure | null {
  const { steps } = parseRuleJson(ruleJson);
  if (!steps) return { digits: '*', pattern: '', message: CONFIG_ERROR, checkValue: value, passed: false, beginIndex: 0, endIndex: value.length };
  let begin = 0;
  for (const step of steps) {
    const end = step.digits === '*' ? value.length : Math.min(value.length, begin + Number(step.digits));
    const part = value.slice(begin, end);
    if (!patternTest(step.pattern, part)) return { ...step, checkValue: part, passed: false, beginIndex: begin, endIndex: end };
    begin = end;
    if (step.digits === '*') break;
  }
  return null;
}
