import { useSyncExternalStore } from 'react';

// the operating system's "reduce motion" setting (WCAG 2.3.3): modals, drawers, menus and toasts then appear at once
const QUERY = '(prefers-reduced-motion: reduce)';
const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : undefined);

function subscribe(changed: () => void): () => void {
  const m = media();
  m?.addEventListener('change', changed);
  return () => m?.removeEventListener('change', changed);
}

/** the setting now, for what renders outside React's tree (antd's static modals and toasts) */
export const prefersReducedMotion = (): boolean => media()?.matches ?? false;

/** true while the reader asks for reduced motion; follows a change of the setting without a reload */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
