import { useSyncExternalStore } from 'react';
import { KEYS, getItem, setItem } from '../session/storage.js';
import { applySettings, normalizeSettings } from './rules.js';
import { DEFAULT_SETTINGS, type AppSettings } from './types.js';

const listeners = new Set<() => void>();
/** The stored settings: they pass the same rules, so a hand-edited or older entry cannot break them. */
export const storedSettings = (): AppSettings => normalizeSettings({ ...DEFAULT_SETTINGS, ...getItem<Partial<AppSettings>>(KEYS.settings) });
let current: AppSettings = storedSettings();

export function getSettings(): AppSettings {
  return current;
}

/** Changes settings (with the spec's dependencies applied) and remembers them (no expiry). */
export function updateSettings(patch: Partial<AppSettings>): void {
  current = applySettings(current, patch);
  setItem(KEYS.settings, current, null);
  listeners.forEach((l) => l());
}

export const subscribeSettings = (fn: () => void) => {
  listeners.add(fn);
  return () => void listeners.delete(fn);
};

/** The current settings; re-renders on change. */
export const useSettings = (): AppSettings => useSyncExternalStore(subscribeSettings, getSettings);
