import { useEffect, useState } from 'react';

/** The element's content width, following resizes (ResizeObserver). */
export function useElementWidth(el: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const node = el.current;
    if (!node) return undefined;
    setWidth(node.clientWidth);
    const ro = new ResizeObserver((entries) => setWidth(Math.floor(entries[0]?.contentRect.width ?? node.clientWidth)));
    ro.observe(node);
    return () => ro.disconnect();
  }, [el]);
  return width;
}
