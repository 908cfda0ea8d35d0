// "portal" namespace strings owned by the site pages and the layout; zh and en must have the same keys
// (each part types its English as Record<keyof zh, string>; tests/unit/portalI18n.test.ts checks the whole namespace).
// Only what the first page needs ships here (header, footer, home); the other site pages bring their own
// strings with their chunks (./site/pages.ts), so the portal's first load stays small.
import { chromeEn, chromeZh } from './site/chrome.js';
import { homeEn, homeZh } from './site/home.js';
import { platformEn, platformZh } from './site/platform.js';

export const siteZh: Record<string, string> = { ...chromeZh, ...homeZh, ...platformZh };
export const siteEn: Record<string, string> = { ...chromeEn, ...homeEn, ...platformEn };
