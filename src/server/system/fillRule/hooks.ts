import type { EntityHooks } from '../../crud/hooks.js';
import { badRequest } from '../../http/errors.js';
import { parseRuleParams } from './rule.js';

/** Fill rules: ruleParams must be a valid declarative rule (the 400 names ruleParams); stored normalised, defaults filled in. */
export const fillRuleHooks: EntityHooks = {
  async beforeWrite(_w, row) {
    if (row.rule_params == null) return;
    const { params, error } = parseRuleParams(String(row.rule_params));
    if (!params) throw badRequest(`规则参数（ruleParams）有误：${error}`, 'ruleParams');
    row.rule_params = JSON.stringify(params);
  },
};
