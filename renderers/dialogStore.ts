import { useSyncExternalStore } from 'react';

/** A dialog opened from a row action and rendered by an extension's panel: one tiny store per dialog. */
export interface DialogStore<T> {
  open(value: T): void;
  close(): void;
  /** the open dialog's value, or null when closed */
  useValue(): T | null;
}

export function dialogStore<T>(): DialogStore<T> {
  let value: T | null = null;
  const listeners = new Set<() => void>();
  const set = (v: T | null) => {
    value = v;
    listeners.forEach((l) => l());
  };
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => void listeners.delete(l);
  };
  return {
    open: (v) => set(v),
    close: () => set(null),
    useValue: () => useSyncExternalStore(subscribe, () => value),
  };
}
