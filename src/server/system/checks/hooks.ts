import type { EntityHooks } from '../../crud/hooks.js';
import { badRequest } from '../../http/errors.js';
import { parseRuleJson } from './checkRule.js';

/** Check rules: ruleJson must be steps whose patterns RE2 compiles (the 400 names ruleJson); stored normalised. */
export const checkRuleHooks: EntityHooks = {
  async beforeWrite(_w, row) {
    if (row.rule_json == null) return;
    const { steps, error } = parseRuleJson(typeof row.rule_json === 'string' ? row.rule_json : JSON.stringify(row.rule_json));
    if (!steps) throw badRequest(`规则JSON（ruleJson）有误：${error}`, 'ruleJson');
    row.rule_json = JSON.stringify(steps);
  },
};
