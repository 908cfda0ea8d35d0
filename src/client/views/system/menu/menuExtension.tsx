import i18n from '#client/i18n/index.js';
import { EntityListModal, dialogStore, type EntityExtension, type Row } from '#renderers/index.js';

const t = (k: string) => i18n.t(k);
const rules = dialogStore<Row>();

function MenuPanels() {
  const m = rules.useValue();
  return m ? (
    <EntityListModal
      entity="sys_permission_data_rule"
      fixed={{ permissionId: m.id }}
      title={`${t('sys.menu.rules')} · ${String(m.name)}`}
      onClose={rules.close}
    />
  ) : null;
}

/** Menus and permissions: a page's data rules. */
export const menuExtension: EntityExtension = {
  rowActions: () => [
    { key: 'rules', label: t('sys.menu.rules'), perm: 'permission:rule', onClick: (row) => rules.open(row), hidden: (row) => Number(row.menuType) === 2 },
  ],
  panel: () => <MenuPanels />,
};
