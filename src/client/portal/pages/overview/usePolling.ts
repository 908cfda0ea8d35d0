import { useEffect, useRef, useState } from 'react';

/**
 * Calls fetcher now and then every intervalMs after the previous call settled (never two at once),
 * while key is set and the tab is visible: a hidden tab pauses, becoming visible fetches at once,
 * unmounting (or a new key) stops it and drops late answers. The last data stays while fetching.
 */
export function usePolling<T>(key: string | null, fetcher: () => Promise<T>, intervalMs: number) {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>();
  const fetchRef = useRef(fetcher);
  fetchRef.current = fetcher;
  useEffect(() => {
    if (!key) return undefined;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let busy = false;
    const tick = async () => {
      clearTimeout(timer);
      if (busy || document.hidden) return;
      busy = true;
      try {
        const d = await fetchRef.current();
        if (alive) { setData(d); setError(undefined); }
      } catch (e) {
        if (alive) setError(e);
      } finally {
        busy = false;
        if (alive && !document.hidden) timer = setTimeout(() => void tick(), intervalMs);
      }
    };
    const onVisible = () => { if (!document.hidden) void tick(); };
    document.addEventListener('visibilitychange', onVisible);
    void tick();
    return () => {
      alive = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key, intervalMs]);
  return { data, error, loading: !!key && data === undefined && error === undefined };
}
