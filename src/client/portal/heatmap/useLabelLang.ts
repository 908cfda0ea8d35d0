import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelLang } from './types.js';

const fromUi = (lng: string): LabelLang => (lng.startsWith('en') ? 'en' : 'zh');

/** The label layer shown: the UI language until the visitor picks one, and again when the UI language changes. */
export function useLabelLang(): [LabelLang, (l: LabelLang) => void] {
  const { i18n } = useTranslation('portal');
  const [lang, setLang] = useState<LabelLang>(fromUi(i18n.language));
  useEffect(() => setLang(fromUi(i18n.language)), [i18n.language]);
  return [lang, setLang];
}
