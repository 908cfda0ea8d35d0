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

/** JeecgBoot's check-rule semantics: steps slice the value left to right; '*' tests what remains. */
export function runCheckRule(ruleJson: string, value: string): RuleFailure | null {
  let steps: RuleStep[];
  try {
    steps = JSON.parse(ruleJson);
  } catch {
    return { digits: '*', pattern: '', message: '校验规则配置错误', checkValue: value, passed: false, beginIndex: 0, endIndex: value.length };
  }
  let begin = 0;
  for (const step of steps) {
    const end = step.digits === '*' ? value.length : Math.min(value.length, begin + Number(step.digits));
    const part = value.slice(begin, end);
    let re: RegExp;
    try {
      re = new RegExp(step.pattern);
    } catch {
      re = /$^/;
    }
    if (!re.test(part)) return { ...step, checkValue: part, passed: false, beginIndex: begin, endIndex: end };
    begin = end;
    if (step.digits === '*') break;
  }
  return null;
}
