import { useEffect, useState } from 'react';
import { nextHeaderVisible } from './headerVisibility.js';

/** Whether the header shows; with auto-hide on it hides on scroll down past 100 px. */
export function useAutoHideHeader(enabled: boolean): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!enabled) return;
    let prev = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame); // one decision per frame, from the latest offset
      frame = requestAnimationFrame(() => {
        const top = window.scrollY;
        setVisible(nextHeaderVisible(prev, top));
        prev = top;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      setVisible(true); // turned off (or on again): start shown
    };
  }, [enabled]);
  return !enabled || visible;
}
