import type { EntityHooks } from '../../crud/hooks.js';

/** Any change to a dictionary or its items drops the dictionary cache. */
export const dictHooks: EntityHooks = {
  answer: {},
  changed: (ctx) => ctx.dicts.invalidate(),
};

export const dictItemHooks: EntityHooks = {
  changed: (ctx) => ctx.dicts.invalidate(),
};
