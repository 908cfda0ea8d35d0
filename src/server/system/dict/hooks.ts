import type { EntityHooks } from '../../crud/hooks.js';
import { seededInEnglish } from '../../i18n/seeded.js';

/** Any change to a dictionary or its items drops the dictionary cache. */
export const dictHooks: EntityHooks = {
  answer: {},
  // every seeded dictionary's description is its English name (seed/dictionaries.ts)
  decorate: async (_ctx, rows, lang) => {
    if (lang === 'en') seededInEnglish(rows, 'dictName', (r) => r.description);
  },
  changed: (ctx) => ctx.dicts.invalidate(),
};

export const dictItemHooks: EntityHooks = {
  changed: (ctx) => ctx.dicts.invalidate(),
};
