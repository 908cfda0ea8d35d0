// The headless core (core.ts) and its antd/Formily adapter: list pages, forms, query forms, the list table.
export * from './core.js';
export { default as ListPage } from './list/ListPage.js';
export { default as FormModal } from './form/FormModal.js';
export { useEntitySchema, useEntityForComponent } from './schema/useEntitySchema.js';
export { default as EntityListModal } from './list/EntityListModal.js';
export { useSchemaField } from './form/SchemaField.js';
export { useListController, getPage } from './list/controller/useListController.js';
export { default as ListTable } from './list/controller/ListTable.js';
export type { ListController, ListControllerOptions, ListQuery } from './list/controller/types.js';
export { toFormSchema } from './schema/toFormSchema.js';
export { remoteChecks } from './form/remoteChecks.js';
export { showServerErrors } from './form/serverErrors.js';
export { useCrudT } from './i18n/index.js';
export { default as QueryForm } from './list/QueryForm.js';
export { useQueryBinding } from './list/useQueryBinding.js';
export type { RemoteChecks } from './schema/toFormSchema.js';
