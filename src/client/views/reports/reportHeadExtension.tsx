import { message } from 'antd';
import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import i18n from '../../i18n/index.js';
import { EntityListModal, dialogStore, type EntityExtension, type Row } from '#renderers/index.js';
import { fillFromSql } from './fillFromSql.js';

const t = (k: string, o?: Record<string, unknown>) => i18n.t(k, o);
const items = dialogStore<Row>();
const params = dialogStore<Row>();
let navigate: NavigateFunction | null = null;

function ReportHeadPanels() {
  const nav = useNavigate();
  useEffect(() => {
    navigate = nav;
    return () => {
      navigate = null;
    };
  }, [nav]);
  const i = items.useValue();
  const p = params.useValue();
  return (
    <>
      {i ? (
        <EntityListModal entity="onl_cgreport_item" fixed={{ cgrheadId: i.id }} title={`${t('online.items')} · ${String(i.name)}`} onClose={items.close} />
      ) : null}
      {p ? (
        <EntityListModal entity="onl_cgreport_param" fixed={{ cgrheadId: p.id }} title={`${t('online.params')} · ${String(p.name)}`} onClose={params.close} />
      ) : null}
    </>
  );
}

/** Report configuration: parse the SQL into columns and params, edit them, open the report. */
export const reportHeadExtension: EntityExtension = {
  rowActions: (ctx) => [
    {
      key: 'parse',
      label: t('online.parseSql'),
      perm: ctx.schema.permissions.edit,
      onClick: async (row) => {
        const added = await fillFromSql(row);
        message.success(t('online.parsed', added));
        items.open(row);
      },
    },
    { key: 'items', label: t('online.items'), onClick: (row) => items.open(row) },
    { key: 'params', label: t('online.params'), onClick: (row) => params.open(row) },
    { key: 'open', label: t('online.open'), onClick: (row) => navigate?.(`/online/cgreport/${encodeURIComponent(String(row.code))}`) },
  ],
  panel: () => <ReportHeadPanels />,
};
