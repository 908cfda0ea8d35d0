import type { EntityExtension } from '../../../../renderers/index.js';

/** The hand-written panels of entities whose pages are more than a table (DESIGN: Schemas). */
export const EXTENSIONS: Record<string, EntityExtension> = {};
