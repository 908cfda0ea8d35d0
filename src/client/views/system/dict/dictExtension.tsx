import i18n from '#client/i18n/index.js';
import { EntityListModal, dialogStore, type EntityExtension, type Row } from '#renderers/index.js';

const t = (k: string) => i18n.t(k);
const items = dialogStore<Row>();

function DictPanels() {
  const d = items.useValue();
  return d ? (
    <EntityListModal entity="sys_dict_item" fixed={{ dictId: d.id }} title={`${t('sys.dict.items')} · ${String(d.dictName)}`} onClose={items.close} />
  ) : null;
}

/** Dictionaries: their items in a dialog. */
export const dictExtension: EntityExtension = {
  rowActions: () => [{ key: 'items', label: t('sys.dict.items'), onClick: (row) => items.open(row) }],
  panel: () => <DictPanels />,
};
