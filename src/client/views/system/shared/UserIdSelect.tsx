import { useDebounce } from 'ahooks';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useDataProvider } from '#renderers/core.js';

interface U {
  id: string;
  username: string;
  realname: string;
}

/** Users by id, searched on the server by name (for adding members to a role or department). */
export default function UserIdSelect({ value, onChange }: { value: string[]; onChange(v: string[]): void }) {
  const { t } = useTranslation();
  const dp = useDataProvider();
  const [search, setSearch] = useState('');
  const text = useDebounce(search.trim(), { wait: 250 });
  const { data } = useSWR(
    ['userSearch', text],
    () =>
      dp
        .custom<{ records: U[] }>({ method: 'GET', path: '/sys/user/list', query: { ...(text ? { realname: `*${text}*` } : {}), pageSize: 20 }, quiet: true })
        .then((r) => r.result?.records ?? []),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  return (
    <Select
      mode="multiple"
      showSearch
      filterOption={false}
      onSearch={setSearch}
      value={value}
      onChange={onChange}
      placeholder={t('sys.members.pick')}
      style={{ minWidth: 320 }}
      options={(data ?? []).map((u) => ({ value: u.id, label: `${u.realname} (${u.username})` }))}
    />
  );
}
