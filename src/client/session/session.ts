import i18n from 'i18next';
import { localizeMenu } from './menuLang.js';
import { KEYS, SEVEN_DAYS, getItem, removeItem, setItem } from './storage.js';
import type { AuthItem, Permissions, UserInfo } from './types.js';

/** The logged-in session: token and user in storage; permissions in memory (fetched per page load). */
let raw: Permissions | null = null;
// what the console reads: the menu titled in the current language
let permissions: Permissions | null = null;
const localize = () => {
  permissions = raw && { ...raw, menu: localizeMenu(raw.menu, i18n.language === 'en' ? 'en' : 'zh') };
};
let loggedOut = false;
// set by login(): the console then takes the user's saved page settings (settings/serverSync.ts)
let freshLogin = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
i18n.on('languageChanged', () => {
  localize();
  notify();
});

export const session = {
  token: () => getItem<string>(KEYS.token),
  user: () => getItem<UserInfo>(KEYS.user),
  tenant: () => getItem<string>(KEYS.tenant) ?? '0',
  permissions: () => permissions,
  subscribe(fn: () => void) {
    listeners.add(fn);
    return () => void listeners.delete(fn);
  },
  login(token: string, user: UserInfo, dicts: unknown) {
    setItem(KEYS.token, token, SEVEN_DAYS);
    setItem(KEYS.user, user, SEVEN_DAYS);
    setItem(KEYS.dicts, dicts, SEVEN_DAYS);
    setItem(KEYS.home, '/dashboard/analysis', null);
    raw = permissions = null;
    freshLogin = true;
    notify();
  },
  /** A login happened in this page and its user's saved settings are not applied yet. */
  freshLogin: () => freshLogin,
  settingsApplied() {
    freshLogin = false;
  },
  setUser(user: UserInfo) {
    setItem(KEYS.user, user, SEVEN_DAYS);
    notify();
  },
  setPermissions(p: Permissions) {
    raw = p;
    localize();
    setItem<AuthItem[]>(KEYS.userAuth, p.auth, SEVEN_DAYS);
    setItem<AuthItem[]>(KEYS.sysAuth, p.allAuth, SEVEN_DAYS);
    notify();
  },
  /** The user chose to leave: the console then goes to the plain login page (no ?redirect= for the next account). */
  logout() {
    loggedOut = true;
    this.clear();
  },
  /** True once after logout(). */
  takeLoggedOut() {
    const was = loggedOut;
    loggedOut = false;
    return was;
  },
  /** Clears token, user, permissions and the dictionary cache. */
  clear() {
    for (const k of [KEYS.token, KEYS.user, KEYS.dicts, KEYS.userAuth, KEYS.sysAuth]) removeItem(k);
    raw = permissions = null;
    notify();
  },
};
