import { useEffect, useRef, useState } from 'react';

export interface Polled<T> {
  data?: T;
  error?: unknown;
  loading: boolean;
}

/**
 * Runs `load` when `key` changes and then every `intervalMs` (0: once) while the tab is visible;
 * a hidden tab pauses the timer and a visible one again loads at once. The last good data stays
 * while the next load runs or fails. A null key loads nothing.
 */
export function usePolling<T>(key: string | null, load: () => Promise<T>, intervalMs = 0): Polled<T> {
  const [state, setState] = useState<Polled<T>>({ loading: key !== null });
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) return undefined;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      clearTimeout(timer);
      try {
        const data = await loadRef.current();
        if (alive) setState({ data, loading: false });
      } catch (error) {
        if (alive) setState((s) => ({ ...s, error, loading: false }));
      }
      if (alive && intervalMs > 0 && document.visibilityState !== 'hidden') timer = setTimeout(run, intervalMs);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void run();
      else clearTimeout(timer);
    };
    void run();
    if (intervalMs > 0) document.addEventListener('visibilitychange', onVisibility);
    return () => {
      alive = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [key, intervalMs]);

  return state;
}
