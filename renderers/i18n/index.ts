import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useI18nProvider } from '../providers/context.js';
import type { I18nProvider } from '../providers/types.js';
import type { Lang } from '../types.js';
import { en } from './en.js';
import { zh } from './zh.js';

export type Translate = (key: keyof typeof zh, opts?: Record<string, unknown>) => string;

/** The renderers ship their strings with their own chunk, added to the host's instance under "crud". */
function addBundles(i18n: I18nProvider) {
  if (i18n.hasResourceBundle('zh', 'crud')) return;
  i18n.addResourceBundle('zh', 'crud', zh, true, true);
  i18n.addResourceBundle('en', 'crud', en, true, true);
}

/** t() for renderer strings and the UI language the schema titles are shown in. */
export function useCrudT(): { t: Translate; lang: Lang } {
  const host = useI18nProvider();
  addBundles(host);
  // a stable options object: a new one each render makes react-i18next rebuild its snapshot getter
  const opts = useMemo(() => ({ i18n: host }), [host]);
  const { t, i18n: inst } = useTranslation('crud', opts);
  return { t: t, lang: inst.language === 'en' ? 'en' : 'zh' };
}
