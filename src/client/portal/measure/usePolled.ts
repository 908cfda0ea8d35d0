import { useEffect, useRef, useState } from 'react';

/**
 * load() now and every refreshMs (0 = once) while key is set; keeps the last good result and
 * drops answers that arrive after the key changed. (swr is not among the installed packages.)
 */
export function usePolled<T>(key: string | null, load: () => Promise<T>, refreshMs = 0): { data: T | undefined; loading: boolean } {
  const [state, setState] = useState<{ key: string | null; data: T | undefined; loading: boolean }>({ key: null, data: undefined, loading: false });
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (!key) return undefined;
    let alive = true;
    let busy = false;
    const run = async () => {
      if (busy) return;
      busy = true;
      try {
        const data = await loadRef.current();
        if (alive) setState({ key, data, loading: false });
      } catch {
        if (alive) setState((s) => ({ ...s, loading: false }));
      } finally {
        busy = false;
      }
    };
    setState((s) => ({ ...s, key, loading: true }));
    void run();
    const timer = refreshMs > 0 ? setInterval(() => { if (!document.hidden) void run(); }, refreshMs) : undefined;
    return () => { alive = false; if (timer) clearInterval(timer); };
  }, [key, refreshMs]);
  return { data: state.data, loading: state.loading };
}
