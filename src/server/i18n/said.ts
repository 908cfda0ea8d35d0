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

const isSaid = (s: unknown): s is Said => typeof (s as Said | null)?.key === 'string' && (s as Said).key in SAID_ZH;

/** A stored Said (JSON), with what else was stored beside its key, or null when it is none (then the stored text stands). */
export function storedSaid<T extends object>(json: string | null | undefined): (Said & Partial<T>) | null {
  if (!json) return null;
  try {
    const s: unknown = JSON.parse(json);
    return isSaid(s) ? (s as Said & Partial<T>) : null;
  } catch {
    return null;
  }
}

/** A stored Said (JSON) in `lang`, or null when there is none or it is not one (then the stored text stands). */
export function storedSayIn(json: string | null | undefined, lang: Lang): string | null {
  const s = storedSaid(json);
  return s ? sayIn(s, lang) : null;
}
