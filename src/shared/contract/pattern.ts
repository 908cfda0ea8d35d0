import { RE2JS } from 're2js';

/**
 * Every pattern a user writes (a field's `pattern` in a schema file or an online form, a check rule's steps)
 * runs on RE2 (re2js), on the server and in the console alike: matching takes time linear in the value,
 * whatever the pattern — a backtracking RegExp spends exponential time on patterns like ^(a+)+$ and holds
 * the thread. A pattern RE2 cannot compile (lookaround, backreferences) is refused where it is saved.
 */

/** Longest pattern accepted: a long one costs compile time and memory on every process that loads it. */
export const MAX_PATTERN = 500;

/** JS and Java write a code point as \uXXXX; RE2 as \x{XXXX} (an escaped backslash, \\u, stays as it is). */
const dialect = (p: string) => p.replace(/(?<!\\)((?:\\\\)*)\\u([0-9a-fA-F]{4})/g, '$1\\x{$2}');

const compiled = new Map<string, RE2JS>();

/** The compiled pattern (kept: rules are built per request); throws what RE2 says when it cannot compile. */
function compile(pattern: string): RE2JS {
  let re = compiled.get(pattern);
  if (!re) {
    if (pattern.length > MAX_PATTERN) throw new Error(`longer than ${MAX_PATTERN} characters`);
    re = RE2JS.compile(dialect(pattern));
    if (compiled.size >= 1000) compiled.clear(); // a bound, not a policy: patterns are few
    compiled.set(pattern, re);
  }
  return re;
}

/** Why `pattern` cannot be used (too long, or RE2 cannot compile it), or null. */
export function patternError(pattern: string): string | null {
  try {
    compile(pattern);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

/** Whether `value` contains a match of `pattern`, as RegExp.test would say; false for a pattern that cannot be used. */
export function patternTest(pattern: string, value: string): boolean {
  try {
    return compile(pattern).test(value);
  } catch {
    return false;
  }
}

/** The string patterns of a Formily x-validator (a rule, or a list of them), with their paths inside it. */
export function validatorPatterns(validator: unknown): { path: (string | number)[]; pattern: unknown }[] {
  const rules = Array.isArray(validator) ? validator.map((r, i) => [[i], r] as const) : [[[], validator] as const];
  return rules
    .filter(([, r]) => r && typeof r === 'object' && 'pattern' in r)
    .map(([at, r]) => ({ path: [...at, 'pattern'], pattern: (r as { pattern: unknown }).pattern }));
}
