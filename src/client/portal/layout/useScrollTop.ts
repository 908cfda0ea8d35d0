import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new portal page starts at its top, as a visitor expects from a site. */
export function useScrollTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0); // braces: recent Chromium returns a Promise here, which React would take for a cleanup
  }, [pathname]);
}
