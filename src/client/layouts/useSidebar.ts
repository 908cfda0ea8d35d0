import { useState } from 'react';
import type { Device } from './device.js';

/** Whether the sidebar is open: open on desktop, closed on mobile (spec §4), then as the user toggles it. */
export function useSidebar(device: Device): [boolean, (open: boolean) => void] {
  const [state, setState] = useState({ device, open: device === 'desktop' });
  // a device change resets the sidebar during render (no flash of the wrong state)
  if (state.device !== device) setState({ device, open: device === 'desktop' });
  const open = state.device === device ? state.open : device === 'desktop';
  return [open, (next: boolean) => setState({ device, open: next })];
}
