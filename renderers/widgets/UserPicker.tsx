import { Select } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import { useUserSearch, type PickedUser } from './useUserSearch.js';

export interface UserPickerProps {
  /** what a chosen user is stored as: JeecgBoot's JSelectUser keeps usernames, membership lists ids */
  by: 'username' | 'id';
  value: string[];
  onChange(v: string[]): void;
  multiple?: boolean;
  disabled?: boolean;
  allowClear?: boolean;
  placeholder?: string;
  style?: CSSProperties;
}

const label = (u: PickedUser) => `${u.realname} (${u.username})`;

/** The one user picker: server-side search by name, realname shown, stored by username or id. */
export default function UserPicker({ by, value, onChange, multiple, disabled, allowClear, placeholder, style }: UserPickerProps) {
  const { users, setSearch } = useUserSearch();
  const options = useMemo(() => {
    const opts = users.map((u) => ({ value: u[by], label: label(u) }));
    // a stored choice outside the current search stays shown (by its stored text)
    for (const v of value) if (!opts.some((o) => o.value === v)) opts.push({ value: v, label: v });
    return opts;
  }, [users, value, by]);
  return (
    <Select
      showSearch
      filterOption={false}
      onSearch={setSearch}
      placeholder={placeholder}
      disabled={disabled}
      mode={multiple ? 'multiple' : undefined}
      allowClear={allowClear}
      options={options}
      style={style}
      value={multiple ? value : value[0]}
      onChange={(v: string | string[] | undefined) => onChange(Array.isArray(v) ? v : v ? [v] : [])}
    />
  );
}
