import { Select } from 'antd';
import { useDebounce } from 'ahooks';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { useDataProvider } from '../providers/context.js';
import type { Paged } from '../types.js';
import { useCrudT } from '../i18n/index.js';

interface U {
  id: string;
  username: string;
  realname: string;
}

const NONE: U[] = [];
const label = (u: U) => `${u.realname} (${u.username})`;

/** User picker with server-side search; stores usernames (comma-joined when multiple), as JeecgBoot's JSelectUser does. */
export default function UserSelect({
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
  const { t } = useCrudT();
  const dp = useDataProvider();
  const [search, setSearch] = useState('');
  const term = useDebounce(search.trim(), { wait: 250 });
  const { data: found = NONE } = useSWR(
    ['userSearch', term],
    () =>
      dp.custom<Paged<U>>({ method: 'GET', path: '/sys/user/list', query: { ...(term ? { realname: `*${term}*` } : {}), pageSize: 20 }, quiet: true }).then(
        (r) => r.result.records,
        () => NONE,
      ),
    { keepPreviousData: true },
  );
  const selected = useMemo(() => (value ? value.split(',').filter(Boolean) : []), [value]);
  const options = useMemo(() => {
    const opts = found.map((u) => ({ value: u.username, label: label(u) }));
    for (const v of selected) if (!opts.some((o) => o.value === v)) opts.push({ value: v, label: v });
    return opts;
  }, [found, selected]);
  return (
    <Select
      showSearch
      filterOption={false}
      onSearch={setSearch}
      placeholder={t('searchUser')}
      disabled={disabled}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      options={options}
      style={{ width: '100%' }}
      value={multiple ? selected : selected[0]}
      onChange={(v: string | string[] | undefined) => onChange?.(Array.isArray(v) ? (v.length ? v.join(',') : undefined) : v)}
    />
  );
}
