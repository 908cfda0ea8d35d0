import { copyRecord } from './copyRecord.js';
import { setField } from './setField.js';
import type { CgAction } from './types.js';

/** The server actions an online form's buttons may name (an enhancement naming another is refused). */
export const CG_ACTIONS: Record<string, CgAction> = { setField, copyRecord };
