import { Button, Card, Drawer, Space, Spin, Tree, message } from 'antd';
import type { DataNode } from 'antd/es/tree/index.js';
import { useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDataProvider } from '#renderers/core.js';
import { heldPermissionIds, permTree } from '#shared/contract/permissions.js';
import DataRulePanel from './DataRulePanel.js';

export interface GrantApi {
  /** current grant: GET url?{ownerParam}=id → permission ids */
  current: string;
  /** POST {ownerParam, permissionIds, lastpermissionIds} */
  save: string;
  ownerParam: string;
  /** data rules per page can be chosen (roles) */
  dataRules?: boolean;
}

interface PermNode extends DataNode {
  key: string;
  ruleFlag?: number;
  children?: PermNode[];
}

/** The permission tree of a role or department: tick menus and buttons, save the difference. */
export default function PermissionDrawer({ api, ownerId, title, onClose }: { api: GrantApi; ownerId: string; title: string; onClose(): void }) {
  const { t } = useTranslation();
  const dp = useDataProvider();
  const get = <T,>(path: string, answer: z.ZodType, query?: Record<string, unknown>) =>
    dp.custom<T>({ method: 'GET', path, query, answer }).then((r) => r.result);
  // the whole menu tree is the same for every role and department: one cached answer, stale after a menu write
  const { data: perms } = useSWR(['permTree'], () => get<{ treeList: PermNode[]; ids: string[] }>('/sys/permission/queryTreeList', permTree), {
    onError: onClose,
  });
  const granted = useSWR(['grant', api.current, ownerId], () => get<string[]>(api.current, heldPermissionIds, { [api.ownerParam]: ownerId }), {
    onError: onClose,
    revalidateOnFocus: false,
  });
  // the ticks being edited; until the first tick, the saved grant
  const [ticked, setChecked] = useState<string[] | null>(null);
  const checked = ticked ?? granted.data ?? [];
  const [selected, setSelected] = useState<PermNode | null>(null);
  const [saving, setSaving] = useState(false);
  const tree = perms && granted.data ? perms.treeList : null;
  const save = async (close: boolean) => {
    setSaving(true);
    try {
      const last = granted.data ?? [];
      const r = await dp.custom({
        method: 'POST',
        path: api.save,
        body: { [api.ownerParam]: ownerId, permissionIds: checked.join(','), lastpermissionIds: last.join(',') },
      });
      message.success(r.message);
      await granted.mutate(checked, { revalidate: false }); // the next save's difference is against what was just saved
      if (close) onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Drawer
      open
      width={640}
      title={title}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>{t('sys.perm.cancel')}</Button>
          <Button loading={saving} onClick={() => save(false)}>
            {t('sys.perm.saveOnly')}
          </Button>
          <Button type="primary" loading={saving} onClick={() => save(true)}>
            {t('sys.perm.saveClose')}
          </Button>
        </Space>
      }
    >
      {!tree ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <>
          <Space style={{ marginBottom: 8 }}>
            <Button size="small" onClick={() => setChecked(perms?.ids ?? [])}>
              {t('sys.perm.all')}
            </Button>
            <Button size="small" onClick={() => setChecked([])}>
              {t('sys.perm.none')}
            </Button>
          </Space>
          <Tree<PermNode>
            checkable
            checkStrictly
            defaultExpandAll
            treeData={tree}
            data-testid="permission-tree"
            checkedKeys={checked}
            onCheck={(k) => setChecked((Array.isArray(k) ? k : k.checked) as string[])}
            onSelect={(_, info) => setSelected(info.node.ruleFlag === 1 ? info.node : null)}
          />
          {api.dataRules && selected ? (
            <Card size="small" style={{ marginTop: 16 }} title={`${t('sys.perm.rules')} · ${String(selected.title)}`}>
              <DataRulePanel roleId={ownerId} permissionId={selected.key} />
            </Card>
          ) : null}
        </>
      )}
    </Drawer>
  );
}
