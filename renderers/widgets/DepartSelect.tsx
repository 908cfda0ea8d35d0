import { TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { http } from '../../src/client/api/http.js';

interface Node { key: string; value: string; title: string; children?: Node[] }

let tree: Promise<Node[]> | null = null;
/** The department tree is the same for every department field on a page: load it once. */
const loadTree = () => (tree ??= http.get<Node[]>('/sys/sysDepart/queryIdTree').then((r) => r.result ?? [], () => { tree = null; return []; }));
export const dropDepartTree = () => { tree = null; };

/** Department picker over the tree; the value is one id or ids joined by commas, as the API stores them. */
export default function DepartSelect({ value, onChange, multiple, disabled }: {
  value?: string | null; onChange?: (v: string | undefined) => void; multiple?: boolean; disabled?: boolean;
}) {
  const [nodes, setNodes] = useState<Node[]>([]);
  useEffect(() => { let live = true; void loadTree().then((n) => live && setNodes(n)); return () => { live = false; }; }, []);
  const shown = value ? (multiple ? value.split(',').filter(Boolean) : value) : multiple ? [] : undefined;
  return (
    <TreeSelect treeData={nodes} value={shown} disabled={disabled} multiple={multiple} treeCheckable={multiple}
      showCheckedStrategy={TreeSelect.SHOW_ALL} allowClear treeDefaultExpandAll showSearch treeNodeFilterProp="title" style={{ width: '100%' }}
      onChange={(v: string | string[] | undefined) => onChange?.(Array.isArray(v) ? (v.length ? v.join(',') : undefined) : v)} />
  );
}
