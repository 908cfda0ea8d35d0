/**
 * The system-setting flag for the settings drawer (spec §2: shown only when the flag is on).
 * The drawer is a development-only layout preview; set this to false for production builds.
 */
export const SHOW_SETTINGS_DRAWER = true;
