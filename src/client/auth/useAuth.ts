import { useSyncExternalStore } from 'react';
import { session } from '../session/session.js';
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
  const auth = perms?.auth ?? [];
  const allAuth = perms?.allAuth ?? [];
  if (isDisableType(code, allAuth)) return { visible: true, disabled: isDisabled(code, auth, allAuth) };
  return { visible: canShow(code, auth, allAuth, formPerms), disabled: false };
}
