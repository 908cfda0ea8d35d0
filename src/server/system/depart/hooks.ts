import type { EntityHooks } from '../../crud/hooks.js';

export const departHooks: EntityHooks = {};
