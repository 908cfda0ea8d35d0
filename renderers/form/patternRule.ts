import { registerValidateRules } from '@formily/core';
import { patternTest } from '#shared/contract/pattern.js';

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length);

/**
 * Formily's own `pattern` rule compiles a backtracking RegExp from the text it is given, and that text can be a
 * schema's or an online form's publisher's (x-validator: {pattern}, or a validator a reaction sets): every
 * string pattern runs on the linear-time matcher the server uses instead (#shared/contract/pattern.ts). A
 * RegExp object can only come from the console's own code and keeps its flags.
 */
export function linearPatternRule(value: unknown, rule: { pattern?: unknown; message?: string }): string {
  if (empty(value) || rule.pattern === undefined || rule.pattern === null) return '';
  const text = String(value);
  const ok = rule.pattern instanceof RegExp ? rule.pattern.test(text) : patternTest(String(rule.pattern), text);
  return ok ? '' : (rule.message ?? '');
}

// Formily's rule registry is global: registered once, for every form, when the form renderer loads
registerValidateRules({ pattern: linearPatternRule });
