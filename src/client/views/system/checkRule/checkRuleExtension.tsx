import i18n from '#client/i18n/index.js';
import { dialogStore, type EntityExtension, type Row } from '#renderers/core.js';
import RuleTester from './RuleTester.js';

const tester = dialogStore<Row>();

/** Check rules: a box to test a value against a rule. */
export const checkRuleExtension: EntityExtension = {
  rowActions: () => [{ key: 'test', label: i18n.t('sys.checkRule.test'), onClick: (row) => tester.open(row) }],
  panel: () => <RuleTester store={tester} />,
};
