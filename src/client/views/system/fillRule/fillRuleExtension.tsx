import { Modal } from 'antd';
import i18n from '#client/i18n/index.js';
import { http } from '#client/api/http.js';
import type { EntityExtension } from '#renderers/core.js';
import { fillRulePreview } from '#shared/contract/rules.js';

/** Fill rules: preview the next value a rule would give, without using it up. */
export const fillRuleExtension: EntityExtension = {
  rowActions: () => [
    {
      key: 'test',
      label: i18n.t('sys.fillRule.test'),
      onClick: async (row) => {
        const r = await http.get('/sys/fillRule/testFillRule', { ruleCode: row.ruleCode }, { answer: fillRulePreview });
        Modal.info({ title: `${i18n.t('sys.fillRule.next')} · ${String(row.ruleName)}`, content: <code style={{ fontSize: 18 }}>{r.result}</code> });
      },
    },
  ],
};
