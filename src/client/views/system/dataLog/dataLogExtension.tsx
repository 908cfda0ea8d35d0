import { Button, message } from 'antd';
import i18n from '#client/i18n/index.js';
import { dialogStore, type EntityExtension } from '#renderers/core.js';
import CompareDialog from './CompareDialog.js';

const compare = dialogStore<[string, string]>();

/** Data logs are written by the system; pick two versions of a record to compare them. */
export const dataLogExtension: EntityExtension = {
  readOnly: true,
  toolbar: (ctx) => (
    <Button
      key="compare"
      onClick={() => (ctx.selected.length === 2 ? compare.open([ctx.selected[0], ctx.selected[1]]) : message.warning(i18n.t('sys.dataLog.pickTwo')))}
    >
      {i18n.t('sys.dataLog.compare')}
    </Button>
  ),
  panel: () => <CompareDialog store={compare} />,
};
