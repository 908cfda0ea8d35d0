import { Modal } from 'antd';
import i18n from '#client/i18n/index.js';
import { http } from '#client/api/http.js';
import type { EntityExtension } from '#renderers/core.js';

/** Data sources: connect to one to see whether its settings work. */
export const dataSourceExtension: EntityExtension = {
  rowActions: () => [
    {
      key: 'test',
      label: i18n.t('sys.dataSource.test'),
      perm: 'dataSource:edit',
      onClick: async (row) => {
        const r = await http
          .post<unknown>('/sys/dataSource/testConnection', { id: row.id }, true)
          .catch((e: Error) => ({ success: false, message: e.message }));
        (r.success ? Modal.success : Modal.error)({ title: i18n.t('sys.dataSource.test'), content: r.message });
      },
    },
  ],
};
