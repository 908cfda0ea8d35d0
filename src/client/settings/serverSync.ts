import type { ConsolePrefs } from '../../shared/contract/account.js';
import { http } from '../api/http.js';
import { session } from '../session/session.js';
import { getSettings, subscribeSettings, updateSettings } from './useSettings.js';

const SAVE_DELAY_MS = 800;

/**
 * Keeps the settings drawer's choices on the server per user: the saved ones are applied when the
 * console opens, later changes are saved (debounced). Returns the stop function.
 */
export function syncSettingsWithServer(): () => void {
  let loaded = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const userId = session.user()?.id;
  void http.get<ConsolePrefs>('/isps/account/prefs', undefined, true).then(
    (r) => {
      if (stopped || session.user()?.id !== userId) return;
      if (Object.keys(r.result ?? {}).length) updateSettings(r.result);
      loaded = true;
    },
    () => {
      loaded = true;
    },
  );
  const unsubscribe = subscribeSettings(() => {
    if (!loaded || !session.token()) return; // the server's own values arriving are not a change to send back
    clearTimeout(timer);
    timer = setTimeout(() => void http.put('/isps/account/prefs', getSettings(), true).catch(() => undefined), SAVE_DELAY_MS);
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
  };
}
