import { Button, Card, Empty, Select, Space, message } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { menuToRoutes } from '../../router/menuRoutes.js';
import type { MenuItem } from '../../session/types.js';
import { useShortcuts } from './useShortcuts.js';
import { MAX_SHORTCUTS } from '#shared/contract/dashboard.js';

/** Pinned pages: chosen from the caller's own menu, saved per user on the server. */
export default function Shortcuts({ menu }: { menu: MenuItem[] }) {
  const { t } = useTranslation();
  const { paths, save } = useShortcuts();
  const [editing, setEditing] = useState<string[] | null>(null);
  const pages = useMemo(() => menuToRoutes(menu).filter((r) => !r.hidden && !r.external && !r.path.includes(':')), [menu]);
  const title = (p: string) => pages.find((r) => r.path === p)?.title;
  const shown = (paths ?? []).filter((p) => title(p)); // a page the user lost access to drops out
  const done = async () => {
    const r = await save(editing ?? []);
    message.success(r.message || t('dash.workplace.saved'));
    setEditing(null);
  };
  const extra = editing ? (
    <Space>
      <Button size="small" onClick={() => setEditing(null)}>
        {t('dash.workplace.cancel')}
      </Button>
      <Button size="small" type="primary" onClick={done}>
        {t('dash.workplace.save')}
      </Button>
    </Space>
  ) : (
    <Button size="small" data-testid="shortcuts-edit" onClick={() => setEditing(shown)}>
      {t('dash.workplace.edit')}
    </Button>
  );
  return (
    <Card size="small" title={t('dash.workplace.shortcuts')} extra={extra} data-testid="shortcuts">
      {editing ? (
        <Select
          mode="multiple"
          style={{ width: '100%' }}
          value={editing}
          onChange={setEditing}
          placeholder={t('dash.workplace.pick')}
          data-testid="shortcuts-select"
          maxCount={MAX_SHORTCUTS}
          optionFilterProp="label"
          options={pages.map((r) => ({ value: r.path, label: r.title }))}
        />
      ) : shown.length ? (
        <Space wrap size={[8, 8]}>
          {shown.map((p) => (
            <Link key={p} to={p}>
              <Button>{title(p)}</Button>
            </Link>
          ))}
        </Space>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dash.workplace.noShortcuts')} />
      )}
    </Card>
  );
}
