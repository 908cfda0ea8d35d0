import type { Entity } from '../schema/registry.js';

/** Permission codes of an entity: <prefix>:list (its menu), add, edit, delete, export, import. */
export const permOf = (e: Entity, action: 'add' | 'edit' | 'delete' | 'export' | 'import') => `${e.schema.permission}:${action}`;
export const readPermOf = (e: Entity) => e.schema.readPermission ?? `${e.schema.permission}:list`;
