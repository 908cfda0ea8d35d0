/** Viewport breakpoints (spec §9): at or below either one the console is in mobile mode. */
export const TABLET_MAX_WIDTH = 1087.99;
export const MOBILE_MAX_WIDTH = 767.99;

export type Device = 'desktop' | 'mobile';

/**
 * The device for a viewport width (CSS px, may be fractional). Below 1088 px is mobile,
 * and below 768 px is mobile too (spec §4); only wider viewports are desktop.
 */
export function deviceOf(width: number): Device {
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (width <= TABLET_MAX_WIDTH) return 'mobile';
  return 'desktop';
}
