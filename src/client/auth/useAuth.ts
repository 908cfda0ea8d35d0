import { useSyncExternalStore } from 'react';
import { session } from '../session/session.js';
import type { AuthItem } from '../session/types.js';
import { canShow, isDisableType, isDisabled } from './permission.js';

export interface AuthState {
  /** render the element at all */
  visible: boolean;
  /** render it disabled */
  disabled: boolean;
}

/** The button-level permission of one code for the logged-in user. */
export function useAuth(code: string, formPerms?: string[]): AuthState {
  const perms = useSyncExternalStore(session.subscribe, session.permissions);
  return check(code, perms?.auth ?? [], perms?.allAuth ?? [], formPerms);
}

function check(code: string, auth: AuthItem[], allAuth: AuthItem[], formPerms?: string[]): AuthState {
  if (isDisableType(code, allAuth)) return { visible: true, disabled: isDisabled(code, auth, allAuth) };
  return { visible: canShow(code, auth, allAuth, formPerms), disabled: false };
}

/** The same rule for many codes at once (row action menus). */
export function useAuthCheck(): (code: string) => AuthState {
  const perms = useSyncExternalStore(session.subscribe, session.permissions);
  return (code) => check(code, perms?.auth ?? [], perms?.allAuth ?? []);
}
