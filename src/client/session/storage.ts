/** Local storage under the pro__ namespace, each value with an expiry (spec §3, §9). */
export const PREFIX = 'pro__';
export const SEVEN_DAYS = 604_800_000;

export const KEYS = {
  token: 'Access-Token',
  user: 'Login_Userinfo',
  dicts: 'UI_CACHE_DB_DICT_DATA',
  tenant: 'TENANT_ID',
  language: 'LANGUAGE',
  settings: 'SETTINGS',
  userAuth: 'LOGIN_USER_BUTTON_AUTH',
  sysAuth: 'SYS_BUTTON_AUTH',
  home: 'DEFAULT_HOME_PATH',
  recent: 'RECENT_PAGES',
} as const;

interface Stored<T> {
  value: T;
  expire: number | null;
}

export function setItem<T>(key: string, value: T, ttlMs: number | null = SEVEN_DAYS, now = Date.now()): void {
  const s: Stored<T> = { value, expire: ttlMs == null ? null : now + ttlMs };
  localStorage.setItem(PREFIX + key, JSON.stringify(s));
}

/** The value, or undefined when missing, unreadable or expired (an expired value is removed). */
export function getItem<T>(key: string, now = Date.now()): T | undefined {
  const raw = localStorage.getItem(PREFIX + key);
  if (raw == null) return undefined;
  try {
    const s = JSON.parse(raw) as Stored<T>;
    if (s.expire != null && s.expire <= now) {
      localStorage.removeItem(PREFIX + key);
      return undefined;
    }
    return s.value;
  } catch {
    localStorage.removeItem(PREFIX + key);
    return undefined;
  }
}

export const removeItem = (key: string) => localStorage.removeItem(PREFIX + key);
