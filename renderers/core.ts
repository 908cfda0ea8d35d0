// The headless core (react-admin's ra-core): providers, data keys, dictionaries, formatting and types —
// no antd or Formily. Light pages (login, dashboards) import from here so that the first load does not
// pull in the list and form machinery; index.ts adds the antd/Formily adapter on top.
export { RendererProvider, useDataProvider, useAuthProvider, useI18nProvider, isDataError, useWidgets } from './providers/context.js';
export type { AuthProvider, AuthState, DataError, DataProvider, I18nProvider, Providers } from './providers/types.js';
export { dialogStore, type DialogStore } from './dialogStore.js';
export type { EntityExtension, PageContext, RowAction } from './extension.js';
export type { ClientSchema, ClientField, Row, DictMap, Lang } from './types.js';
export { saveBlob } from './format/saveBlob.js';
export { formFields, queryFields, listFields, dictCodes } from './schema/fields.js';
export { useDicts } from './dict/useDicts.js';
export { dictText } from './dict/dictText.js';
export { cellText } from './schema/cellText.js';
export { useInvalidate } from './data/useInvalidate.js';
export { filterValue, withFilter, type CrudFilter, type FilterOperator, type FilterValue } from './data/filters.js';
