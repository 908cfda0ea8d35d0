import { Button, Checkbox, Empty, Space, message } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http.js';

interface Rule { id: string; ruleName: string; ruleColumn?: string; ruleConditions?: string; ruleValue?: string }

/** The data rules of one menu page that a role applies (JeecgBoot's 数据规则 beside the permission tree). */
export default function DataRulePanel({ roleId, permissionId }: { roleId: string; permissionId: string }) {
  const { t } = useTranslation();
  const [rules, setRules] = useState<Rule[] | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  useEffect(() => {
    setRules(null);
    http.get<{ datarule: Rule[]; drChecked: string }>(`/sys/role/datarule/${permissionId}/${roleId}`).then((r) => {
      setRules(r.result.datarule ?? []);
      setChecked((r.result.drChecked ?? '').split(',').filter(Boolean));
    }, () => setRules([]));
  }, [roleId, permissionId]);
  if (!rules) return null;
  if (!rules.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sys.perm.noRules')} />;
  const save = async () => {
    const r = await http.post('/sys/role/datarule', { roleId, permissionId, dataRuleIds: checked.join(',') });
    message.success(r.message);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="data-rules">
      <Checkbox.Group value={checked} onChange={(v) => setChecked(v as string[])}
        options={rules.map((r) => ({ value: r.id, label: `${r.ruleName} (${r.ruleColumn ?? ''} ${r.ruleConditions ?? ''} ${r.ruleValue ?? ''})` }))} />
      <Button size="small" type="primary" onClick={save}>{t('sys.perm.saveRules')}</Button>
    </Space>
  );
}
