import { useSyncExternalStore } from 'react';
import { TABLET_MAX_WIDTH, deviceOf, type Device } from './device.js';

// the media query flips exactly at the breakpoint; the width then picks the device
const query = () => window.matchMedia(`(max-width: ${TABLET_MAX_WIDTH}px)`);

const subscribe = (fn: () => void) => {
  const mq = query();
  mq.addEventListener('change', fn);
  window.addEventListener('resize', fn);
  return () => {
    mq.removeEventListener('change', fn);
    window.removeEventListener('resize', fn);
  };
};

/** desktop or mobile, following the viewport width. */
export const useDevice = (): Device => useSyncExternalStore(subscribe, () => deviceOf(window.innerWidth));
