import { checkThemeColor } from './colors.js';
import { updateSettings } from './useSettings.js';

/** Switches the theme colour; if that throws, `fail` reports it (spec §5: 'Failed to update theme') and nothing changes. */
export function applyThemeColor(color: string, fail: () => void): void {
  try {
    updateSettings({ color: checkThemeColor(color) });
  } catch {
    fail();
  }
}
