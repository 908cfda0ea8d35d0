import type { I18nText } from '#shared/contract/entity.js';
import type { Page } from '#shared/contract/page.js';

/** A page of rows as every list route answers it. */
export type Paged<T> = Page<T>;

export type { Action, ClientField, ClientSchema } from '#shared/contract/schemaApi.js';

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
