import { consolePrefs } from '#shared/contract/account.js';
import { http } from '../api/http.js';
import { currentLang } from '../i18n/index.js';
import { session } from '../session/session.js';
import { getSettings, subscribeSettings, updateSettings } from './useSettings.js';

const SAVE_DELAY_MS = 800;

/** Tells the server the language the console is read in (PUT /isps/account/lang); a failure only costs e-mails their language. */
export function saveLang(): void {
  void http.put('/isps/account/lang', { lang: currentLang() }, true).catch(() => undefined);
}

/**
 * Keeps the settings drawer's choices on the server per user: right after a login the saved ones
 * are applied (so they follow the user to another browser); a reload keeps this browser's own,
 * which are the newest. Later changes are saved (debounced). Returns the stop function.
 */
export function syncSettingsWithServer(): () => void {
  let loaded = !session.freshLogin();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const userId = session.user()?.id;
  // the language the user signed in with: what the system e-mails them follows it
  if (!loaded) saveLang();
  if (!loaded)
    void http.get('/isps/account/prefs', undefined, { quiet: true, answer: consolePrefs }).then(
      (r) => {
        if (stopped || session.user()?.id !== userId) return;
        if (Object.keys(r.result ?? {}).length) updateSettings(r.result);
        session.settingsApplied();
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
