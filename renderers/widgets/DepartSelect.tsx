import { TreeSelect, type TreeSelectProps } from 'antd';
import useSWRImmutable from 'swr/immutable';
import { departIdTree } from '#shared/contract/departTree.js';
import { useDataProvider } from '../providers/context.js';

/** Department picker over the tree; the value is one id or ids joined by commas, as the API stores them. */
export default function DepartSelect({
  value,
  onChange,
  multiple,
  disabled,
}: {
  value?: string | null;
  onChange?: (v: string | undefined) => void;
  multiple?: boolean;
  disabled?: boolean;
}) {
  const dp = useDataProvider();
  // one tree for every department field on every page, until a write to sys_depart (see data/keys.ts)
  const { data: nodes } = useSWRImmutable(['departTree'], () =>
    dp.custom({ method: 'GET', path: '/sys/sysDepart/queryIdTree', answer: departIdTree }).then((r) => r.result ?? []),
  );
  const shown = value ? (multiple ? value.split(',').filter(Boolean) : value) : multiple ? [] : undefined;
  return (
    <TreeSelect
      treeData={(nodes ?? []) as TreeSelectProps['treeData']} // a leaf's children: null, which antd reads as none
      value={shown}
      disabled={disabled}
      multiple={multiple}
      treeCheckable={multiple}
      showCheckedStrategy={TreeSelect.SHOW_ALL}
      allowClear
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      style={{ width: '100%' }}
      onChange={(v: string | string[] | undefined) => onChange?.(Array.isArray(v) ? (v.length ? v.join(',') : undefined) : v)}
    />
  );
}
