import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelLang } from './types.js';

const fromUi = (lng: string): LabelLang => (lng.startsWith('en') ? 'en' : 'zh');

/** The label layer shown: the UI language until the visitor picks one, and again when the UI language changes. */
export function useLabelLang(): [LabelLang, (l: LabelLang) => void] {
  const { i18n } = useTranslation('portal');
  const [lang, setLang] = useState<LabelLang>(fromUi(i18n.language));
  // Follow a UI language change during render (React's "adjust state when a prop changes"), not in an effect.
  const [ui, setUi] = useState(i18n.language);
  if (ui !== i18n.language) {
    setUi(i18n.language);
    setLang(fromUi(i18n.language));
  }
  return [lang, setLang];
}
