import type { EntityHooks } from '../../crud/hooks.js';

export const userHooks: EntityHooks = {};
