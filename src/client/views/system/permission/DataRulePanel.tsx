import { Button, Checkbox, Empty, Space, message } from 'antd';
import { useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { http } from '#client/api/http.js';
import { roleDataRules } from '#shared/contract/permissions.js';

/** The data rules of one menu page that a role applies (JeecgBoot's 数据规则 beside the permission tree). */
export default function DataRulePanel({ roleId, permissionId }: { roleId: string; permissionId: string }) {
  const { t } = useTranslation();
  const [edited, setChecked] = useState<{ key: string; ids: string[] }>();
  const key = `${permissionId}/${roleId}`;
  const { data, error, mutate } = useSWR(
    ['sys', 'role', 'datarule', key],
    async () => (await http.get(`/sys/role/datarule/${key}`, undefined, { answer: roleDataRules })).result,
    { revalidateOnFocus: false },
  );
  const rules = error ? [] : data ? (data.datarule ?? []) : null;
  // The saved grants until the user ticks a box on this page (a new page starts from its own grants).
  const checked = edited?.key === key ? edited.ids : (data?.drChecked ?? '').split(',').filter(Boolean);
  if (!rules) return null;
  if (!rules.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sys.perm.noRules')} />;
  const save = async () => {
    const r = await http.post('/sys/role/datarule', { roleId, permissionId, dataRuleIds: checked.join(',') });
    message.success(r.message);
    void mutate();
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="data-rules">
      <Checkbox.Group
        value={checked}
        onChange={(v) => setChecked({ key, ids: v })}
        options={rules.map((r) => ({ value: r.id, label: `${r.ruleName} (${r.ruleColumn ?? ''} ${r.ruleConditions ?? ''} ${r.ruleValue ?? ''})` }))}
      />
      <Button size="small" type="primary" onClick={save}>
        {t('sys.perm.saveRules')}
      </Button>
    </Space>
  );
}
