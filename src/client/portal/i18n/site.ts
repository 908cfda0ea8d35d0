// "portal" namespace strings owned by the site pages and the layout; zh and en must have the same keys
// (each part types its English as Record<keyof zh, string>; tests/unit/portalI18n.test.ts checks the whole namespace)
import { aboutEn, aboutZh } from './site/about.js';
import { applicationEn, applicationZh } from './site/application.js';
import { chromeEn, chromeZh } from './site/chrome.js';
import { homeEn, homeZh } from './site/home.js';
import { overviewEn, overviewZh, provinceEn, provinceZh } from './site/overview.js';
import { platformEn, platformZh } from './site/platform.js';
import { teamEn, teamZh } from './site/team.js';

export const siteZh: Record<string, string> = {
  ...chromeZh, ...homeZh, ...platformZh, ...overviewZh, ...provinceZh, ...teamZh, ...applicationZh, ...aboutZh,
};
export const siteEn: Record<string, string> = {
  ...chromeEn, ...homeEn, ...platformEn, ...overviewEn, ...provinceEn, ...teamEn, ...applicationEn, ...aboutEn,
};
