import type { MenuItem } from './types.js';

/** The menu with each title in the reader's language: meta.titleEn (ours) when reading English, else the name as stored. */
export const localizeMenu = (menu: MenuItem[], lang: 'zh' | 'en'): MenuItem[] =>
  lang === 'zh'
    ? menu
    : menu.map((m) => ({
        ...m,
        meta: { ...m.meta, title: m.meta.titleEn || m.meta.title },
        ...(m.children ? { children: localizeMenu(m.children, lang) } : {}),
      }));
