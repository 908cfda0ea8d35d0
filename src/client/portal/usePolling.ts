import { useEffect, useRef, useState } from 'react';

export interface Polled<T> {
  data?: T;
  error?: unknown;
  /** true until the current key's first answer (or failure) arrives */
  loading: boolean;
}

/**
 * Calls load now and then every intervalMs (0: once) after the previous call settled (never two
 * at once), while key is set and the tab is visible: a hidden tab pauses, becoming visible loads
 * at once, unmounting (or a new key) stops it and drops late answers. The last data stays while
 * the next load runs or fails. (swr would do this; it is not among the installed packages.)
 */
export function usePolling<T>(key: string | null, load: () => Promise<T>, intervalMs = 0): Polled<T> {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown }>({ key: null });
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (!key) return undefined;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let busy = false;
    let settled = false; // once-only loads still need their first answer after a hidden start
    const tick = async () => {
      clearTimeout(timer);
      if (busy || document.hidden) return;
      busy = true;
      try {
        const data = await loadRef.current();
        settled = true;
        if (alive) setState({ key, data });
      } catch (error) {
        if (alive) setState((s) => ({ ...s, key, error }));
      } finally {
        busy = false;
        if (alive && intervalMs > 0 && !document.hidden) timer = setTimeout(() => void tick(), intervalMs);
      }
    };
    const onVisible = () => { if (!document.hidden && (intervalMs > 0 || !settled)) void tick(); };
    document.addEventListener('visibilitychange', onVisible);
    void tick();
    return () => {
      alive = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key, intervalMs]);
  return { data: state.data, error: state.error, loading: !!key && state.key !== key };
}
