import { useSyncExternalStore } from 'react';
import { session } from '../../session/session.js';

/** The stored access token, re-read whenever the session changes (login, logout). */
export function useSessionToken(): string | undefined {
  return useSyncExternalStore(session.subscribe, () => session.token() ?? undefined);
}
