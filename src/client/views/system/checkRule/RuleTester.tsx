import { Alert, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, http } from '#client/api/http.js';
import type { DialogStore, Row } from '#renderers/core.js';
import { checkPassed } from '#shared/contract/rules.js';

/** Try a value against a stored check rule, as a form using it would on blur. */
export default function RuleTester({ store }: { store: DialogStore<Row> }) {
  const { t } = useTranslation();
  const rule = store.useValue();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  if (!rule) return null;
  const test = async (value: string) => {
    try {
      const r = await http.get('/sys/checkRule/checkByCode', { ruleCode: rule.ruleCode, value }, { quiet: true, answer: checkPassed });
      setResult({ ok: r.success, text: r.message });
    } catch (e) {
      setResult({ ok: false, text: e instanceof ApiError ? e.message : String(e) });
    }
  };
  const close = () => {
    setResult(null);
    store.close();
  };
  return (
    <Modal open title={`${t('sys.checkRule.test')} · ${String(rule.ruleName)}`} footer={null} onCancel={close} destroyOnHidden>
      <Input.Search enterButton={t('sys.checkRule.run')} placeholder={t('sys.checkRule.value')} onSearch={test} data-testid="rule-test-input" />
      {result ? <Alert style={{ marginTop: 12 }} showIcon type={result.ok ? 'success' : 'error'} message={result.text} /> : null}
    </Modal>
  );
}
