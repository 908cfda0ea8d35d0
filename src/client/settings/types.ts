import type { AppSettings } from '#shared/contract/account.js';

/** App settings (spec §3), persisted under pro__SETTINGS and per user on the server. */
export type { AppSettings };

/** The spec's defaults: #1890FF, light theme, top menu, fixed width, no multi-tab. */
export const DEFAULT_SETTINGS: AppSettings = {
  theme: 'light',
  layout: 'topmenu',
  contentWidth: 'Fixed',
  fixedHeader: false,
  fixSiderbar: false,
  autoHideHeader: false,
  color: '#1890FF',
  weak: false,
  multipage: false,
};
