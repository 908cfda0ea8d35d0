import i18next from 'i18next';
import type { Lang } from '../http/lang.js';
import { SAID_EN, SAID_ZH, type SaidKey } from './catalogue.js';

/**
 * Text the server writes for people (a job run's result, …) as a key and its parameters: stored in
 * Chinese for JeecgBoot's clients and search, and rendered again in the reader's language when read.
 */
export interface Said {
  key: SaidKey;
  params: Record<string, string | number>;
}

export const said = (key: SaidKey, params: Said['params'] = {}): Said => ({ key, params });

// its own instance: the console's i18next is a client module
const server = i18next.createInstance();
void server.init({
  initAsync: false,
  lng: 'zh',
  fallbackLng: 'zh',
  resources: { zh: { translation: SAID_ZH }, en: { translation: SAID_EN } },
  interpolation: { escapeValue: false },
});

export const sayIn = (s: Said, lang: Lang): string => server.t(s.key, { ...s.params, lng: lang });

/** A stored Said (JSON) in `lang`, or null when there is none or it is not one (then the stored text stands). */
export function storedSayIn(json: string | null | undefined, lang: Lang): string | null {
  if (!json) return null;
  try {
    const s = JSON.parse(json) as Said;
    return typeof s?.key === 'string' && s.key in SAID_ZH ? sayIn(s, lang) : null;
  } catch {
    return null;
  }
}
