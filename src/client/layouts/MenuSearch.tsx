import { SearchOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../session/types.js';
import { useMenuTargets } from './useMenuTargets.js';

/** Header menu search: non-hidden, non-layout items; choosing one opens it (external ones in a new window). */
export default function MenuSearch({ menu, narrow }: { menu: MenuItem[]; narrow?: boolean }) {
  const { t } = useTranslation();
  const { targets, go } = useMenuTargets(menu);
  const options = useMemo(() => targets.map((x) => ({ value: x.path, label: x.title })), [targets]);
  const [focused, setFocused] = useState(false); // narrow until used: the top menu needs the header's width
  return (
    <Select
      showSearch
      value={null}
      placeholder={t('menu.search')}
      aria-label={t('menu.search')}
      data-testid="menu-search"
      options={options}
      optionFilterProp="label"
      suffixIcon={<SearchOutlined />}
      style={{ width: focused ? (narrow ? 160 : 200) : narrow ? 100 : 120, transition: 'width 0.2s' }}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      popupMatchSelectWidth={false}
      onSelect={(path) => {
        if (path) go(path);
      }}
    />
  );
}
