import { useSyncExternalStore } from 'react';

/** Narrower than this is tablet or phone: no tab bar there (spec §2, tabs are desktop only). */
export const DESKTOP_MIN_WIDTH = 1088;
const QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

const subscribe = (fn: () => void) => {
  const mq = window.matchMedia(QUERY);
  mq.addEventListener('change', fn);
  return () => mq.removeEventListener('change', fn);
};

/** True while the window is desktop-wide; follows resizes. */
export const useDesktop = (): boolean => useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches);
