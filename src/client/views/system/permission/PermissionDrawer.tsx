import { Button, Card, Drawer, Space, Spin, Tree, message } from 'antd';
import type { DataNode } from 'antd/es/tree/index.js';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http.js';
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
  const [tree, setTree] = useState<PermNode[] | null>(null);
  const [all, setAll] = useState<string[]>([]);
  const [checked, setChecked] = useState<string[]>([]);
  const [last, setLast] = useState<string[]>([]);
  const [selected, setSelected] = useState<PermNode | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    Promise.all([
      http.get<{ treeList: PermNode[]; ids: string[] }>('/sys/permission/queryTreeList'),
      http.get<string[]>(api.current, { [api.ownerParam]: ownerId }),
    ]).then(([tr, cur]) => {
      setTree(tr.result.treeList);
      setAll(tr.result.ids);
      setChecked(cur.result);
      setLast(cur.result);
    }, onClose);
  }, [api, ownerId]); // eslint-disable-line react-hooks/exhaustive-deps
  const save = async (close: boolean) => {
    setSaving(true);
    try {
      const r = await http.post(api.save, { [api.ownerParam]: ownerId, permissionIds: checked.join(','), lastpermissionIds: last.join(',') });
      message.success(r.message);
      setLast(checked);
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
            <Button size="small" onClick={() => setChecked(all)}>
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
