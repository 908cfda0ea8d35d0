import type { ISchema } from '@formily/react';
import type { ReactNode } from 'react';
import type { Translate } from './i18n/index.js';
import type { DataProvider } from './providers/types.js';
import type { ClientSchema, Lang, Row } from './types.js';

/** What a page extension can reach: the schema, the list and the form. */
export interface PageContext {
  schema: ClientSchema;
  lang: Lang;
  t: Translate;
  selected: string[];
  /** refetch the list and the dictionaries fed by this entity (call it after a write) */
  reload(): Promise<unknown>;
  data: DataProvider;
  /** for 'add', row holds preset values (e.g. the parent of a new child) */
  openForm(mode: 'add' | 'edit' | 'detail', row?: Partial<Row>): void;
}

export interface RowAction {
  key: string;
  label: string | ((row: Row) => string);
  /** button permission code; the action is hidden or disabled per the permission rule */
  perm?: string;
  danger?: boolean;
  /** asks before running */
  confirm?: string | ((row: Row) => string);
  /** not offered for this row */
  hidden?(row: Row): boolean;
  onClick(row: Row): void | Promise<void>;
}

/**
 * The small hand-written part of an entity page that its schema cannot express (roles of a user,
 * permission tree of a role…). Everything else comes from the schema.
 */
export interface EntityExtension {
  /** extra Formily fields on the create/edit form (e.g. a user's roles) */
  formFields?(mode: 'add' | 'edit', lang: Lang): Record<string, ISchema>;
  /** values of those fields for a record being edited */
  loadFormValues?(row: Row): Promise<Record<string, unknown>>;
  rowActions?(ctx: PageContext): RowAction[];
  toolbar?(ctx: PageContext): ReactNode;
  /** rendered below the table (e.g. a side panel opened from a row action) */
  panel?(ctx: PageContext): ReactNode;
  /** show the row's delete action (default true) */
  rowDelete?: boolean;
  /** records are written by the system only: no add, edit or import (e.g. data logs) */
  readOnly?: boolean;
  /** URL the list's image cell opens in its preview when the cell shows a thumbnail (default: the cell's own image) */
  imagePreview?(row: Row, field: string): string | undefined;
}
