export { default as ListPage } from './list/ListPage.js';
export { default as FormModal } from './form/FormModal.js';
export { registerComponents } from './form/SchemaField.js';
export { useEntitySchema } from './schema/useEntitySchema.js';
export { entityForComponent } from './schema/schemaCache.js';
export type { EntityExtension, PageContext, RowAction } from './extension.js';
export type { ClientSchema, ClientField, Row } from './types.js';
export { dialogStore, type DialogStore } from './dialogStore.js';
export { default as EntityListModal } from './list/EntityListModal.js';
