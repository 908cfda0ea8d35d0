import { z } from 'zod';

/** GET /sys/fillRule/testFillRule: the value the rule would give next (not consumed). */
export const fillRulePreview = z.string();
/** GET /sys/checkRule/checkByCode when the value passes (a failure answers success: false with the rule's message). */
export const checkPassed = z.null();
