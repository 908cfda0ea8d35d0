import type { EntityHooks } from '../../crud/hooks.js';

/** Menus are cached with each session: any change to a menu or button drops them. */
export const permissionHooks: EntityHooks = {
  changed: (ctx) => ctx.sessions.invalidate(),
};
