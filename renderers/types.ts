import type { EntitySchema, FieldDef, I18nText } from '../src/shared/schemaTypes.js';

/** One field as /sys/schema/:entity describes it (audit columns included, passwords excluded). */
export interface ClientField extends FieldDef {
  name: string;
  column: string;
}

export type Action = 'add' | 'edit' | 'delete' | 'export' | 'import';

/** What the server sends for one entity: its schema, the readable fields and the caller's rights. */
export interface ClientSchema extends EntitySchema {
  columns: ClientField[];
  permissions: Record<Action | 'read', string>;
  can: Record<Action, boolean>;
}

/** A dictionary option as /sys/dict/getDictItems answers it. */
export interface DictOption {
  value: string;
  text: string;
  textEn?: string;
  color?: string;
}

export type DictMap = Record<string, DictOption[]>;

export type Lang = 'zh' | 'en';

export const tr = (t: I18nText | undefined, lang: Lang) => (t ? t[lang] || t.zh : '');

export type Row = Record<string, unknown> & { id: string };

export interface Paged<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}
