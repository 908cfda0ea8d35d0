/** App settings (spec §3), persisted under pro__SETTINGS. */
export interface AppSettings {
  theme: 'dark' | 'light';
  layout: 'sidemenu' | 'topmenu';
  contentWidth: 'Fixed' | 'Fluid';
  fixedHeader: boolean;
  fixSiderbar: boolean;
  autoHideHeader: boolean;
  color: string;
  weak: boolean;
  multipage: boolean;
}

/** The spec's defaults: #1890FF, light theme, top menu, fixed width, no multi-tab. */
export const DEFAULT_SETTINGS: AppSettings = {
  theme: 'light', layout: 'topmenu', contentWidth: 'Fixed', fixedHeader: false, fixSiderbar: false,
  autoHideHeader: false, color: '#1890FF', weak: false, multipage: false,
};
