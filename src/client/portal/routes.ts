import type { ComponentType } from 'react';

/** One portal page: its path under /portal, its navigation label key (namespace "portal") and its lazily loaded view. */
export interface PortalRoute {
  path: string;
  /** key in the "portal" namespace for the navigation and the page title */
  title: string;
  /** under which navigation group it is listed (site: top level; data, about: drop-downs); undefined = not in the navigation */
  group?: 'site' | 'data' | 'about';
  load: () => Promise<{ default: ComponentType }>;
}

// Owners: site pages (home, overview, teambuilding, application, about, layout) in pages/;
// measurement pages in measure/; the heat map in heatmap/.
export const PORTAL_ROUTES: PortalRoute[] = [
  { path: 'home', title: 'nav.home', group: 'site', load: () => import('./pages/Home.js') },
  { path: 'overview', title: 'nav.overview', group: 'site', load: () => import('./pages/Overview.js') },
  { path: 'powerfreqcurve', title: 'nav.powerfreqcurve', group: 'data', load: () => import('./measure/PowerFreqCurve.js') },
  { path: 'harmoniccurve', title: 'nav.harmoniccurve', group: 'data', load: () => import('./measure/HarmonicCurve.js') },
  { path: 'simpleharmoniccurve', title: 'nav.simpleharmoniccurve', group: 'data', load: () => import('./measure/InterharmonicCurve.js') },
  { path: 'realtimecurves', title: 'nav.realtimecurves', group: 'data', load: () => import('./measure/RealtimeCurves.js') },
  { path: 'historycurve', title: 'nav.historycurve', group: 'data', load: () => import('./measure/HistoryCurve.js') },
  { path: 'realtimesvg', title: 'nav.realtimesvg', group: 'data', load: () => import('./measure/RealtimeSvg.js') },
  { path: 'heatmap', title: 'nav.heatmap', group: 'data', load: () => import('../heatmap/HeatMapPage.js') },
  { path: 'application', title: 'nav.application', group: 'site', load: () => import('./pages/Application.js') },
  { path: 'teambuilding', title: 'nav.teambuilding', group: 'about', load: () => import('./pages/TeamBuilding.js') },
  { path: 'about', title: 'nav.about', group: 'about', load: () => import('./pages/About.js') },
  { path: 'layout', title: 'nav.layout', group: 'about', load: () => import('./pages/LayoutPage.js') },
];
