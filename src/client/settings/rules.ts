import type { AppSettings } from './types.js';

/**
 * The standing dependencies between settings (spec §2, §4):
 * - auto-hide header needs a fixed header;
 * - top menu mode has no fixed side menu (the switch is disabled there);
 * - Fluid content width is only for side menu mode.
 */
export function normalizeSettings(s: AppSettings): AppSettings {
  const next = { ...s };
  if (!next.fixedHeader) next.autoHideHeader = false;
  if (next.layout === 'topmenu') {
    next.fixSiderbar = false;
    next.contentWidth = 'Fixed';
  }
  return next;
}

/** The settings after `patch`; changing layout mode also resets fixed side menu to off (spec §4). */
export function applySettings(current: AppSettings, patch: Partial<AppSettings>): AppSettings {
  const next = { ...current, ...patch };
  if (patch.layout !== undefined && patch.layout !== current.layout) next.fixSiderbar = false;
  return normalizeSettings(next);
}

/** Whether the drawer offers Fluid content width in this layout mode. */
export const fluidAllowed = (layout: AppSettings['layout']) => layout === 'sidemenu';
