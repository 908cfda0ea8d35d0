import i18n from '../../src/client/i18n/index.js';
import { useTranslation } from 'react-i18next';
import { en } from './en.js';
import { zh } from './zh.js';
import type { Lang } from '../types.js';

// the renderers ship their strings with their own chunk, under the "crud" namespace
i18n.addResourceBundle('zh', 'crud', zh, true, true);
i18n.addResourceBundle('en', 'crud', en, true, true);

export type Translate = (key: keyof typeof zh, opts?: Record<string, unknown>) => string;

/** t() for renderer strings and the UI language the schema titles are shown in. */
export function useCrudT(): { t: Translate; lang: Lang } {
  const { t, i18n: inst } = useTranslation('crud');
  return { t: t as unknown as Translate, lang: inst.language === 'en' ? 'en' : 'zh' };
}
