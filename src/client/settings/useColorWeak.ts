import { useEffect } from 'react';

/** Colour-weak mode: the whole page through invert(80%), set on <html> (which keeps fixed elements in place). */
export function useColorWeak(weak: boolean): void {
  useEffect(() => {
    document.documentElement.style.filter = weak ? 'invert(80%)' : '';
  }, [weak]);
}
