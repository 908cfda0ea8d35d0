import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { KEYS, getItem, setItem } from '../session/storage.js';
import { en } from './en.js';
import { zh } from './zh.js';

export type Lang = 'zh' | 'en';
export const currentLang = (): Lang => (getItem<Lang>(KEYS.language) === 'en' ? 'en' : 'zh');

void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zh }, en: { translation: en } },
  lng: currentLang(),
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
});

export function setLang(lang: Lang) {
  setItem(KEYS.language, lang, null);
  void i18n.changeLanguage(lang);
}

export default i18n;
