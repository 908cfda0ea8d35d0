import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http.js';

interface U {
  id: string;
  username: string;
  realname: string;
}

/** Users by id, searched on the server by name (for adding members to a role or department). */
export default function UserIdSelect({ value, onChange }: { value: string[]; onChange(v: string[]): void }) {
  const { t } = useTranslation();
  const [found, setFound] = useState<U[]>([]);
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      const q = search.trim() ? { realname: `*${search.trim()}*` } : {};
      http.get<{ records: U[] }>('/sys/user/list', { ...q, pageSize: 20 }, true).then(
        (r) => setFound(r.result.records),
        () => setFound([]),
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [search]);
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
      options={found.map((u) => ({ value: u.id, label: `${u.realname} (${u.username})` }))}
    />
  );
}
