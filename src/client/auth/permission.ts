import type { AuthItem } from '../session/types.js';

/**
 * Whether an element guarded by `code` is kept (spec §5): the code is in the form's permission
 * list, or a globally disabled rule (allAuth status '0') switches the check off, or the user
 * holds it (auth, type other than '2').
 */
export function canShow(code: string, auth: AuthItem[], allAuth: AuthItem[], formPerms: string[] = []): boolean {
  if (formPerms.includes(code)) return true;
  if (allAuth.some((a) => a.action === code && a.status === '0')) return true;
  return auth.some((a) => a.action === code && a.type !== '2');
}

/**
 * "Disable unless granted" rules (perms_type '2'): the element stays but is disabled when the
 * rule is active (status '1') and the user does not hold it.
 */
export function isDisabled(code: string, auth: AuthItem[], allAuth: AuthItem[]): boolean {
  const rule = allAuth.find((a) => a.action === code && a.type === '2');
  if (!rule || rule.status === '0') return false;
  return !auth.some((a) => a.action === code);
}

/** A code governed by a disable-type rule is rendered (maybe disabled) rather than removed. */
export const isDisableType = (code: string, allAuth: AuthItem[]) => allAuth.some((a) => a.action === code && a.type === '2');
