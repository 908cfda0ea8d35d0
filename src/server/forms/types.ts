import type { EntitySchema } from '#shared/contract/entity.js';

/** What one publish changes in a form's fields and settings (stored with its version). */
export interface FieldDiff {
  added: string[];
  removed: string[];
  /** field → the keys whose values changed */
  changed: Record<string, string[]>;
  /** entity-level keys that changed (menu, tree, softDelete …) */
  settings: string[];
}

/** One statement of a table change; destructive ones lose data and need the publisher's confirmation. */
export interface TableChange {
  kind: 'create' | 'add' | 'widen' | 'narrow' | 'retype' | 'drop' | 'index' | 'unindex';
  column?: string;
  sql: string[];
  /** true when the column holds data this change loses */
  destructive: boolean;
}

/** An online form as the designer lists it. */
export interface FormHead {
  code: string;
  schema: EntitySchema;
  version: number;
  copiedFrom: string | null;
  updateBy: string | null;
  updateTime: string;
}
