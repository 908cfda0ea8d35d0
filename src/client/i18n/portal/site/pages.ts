// Importing this module adds the site pages' strings to the "portal" namespace, so they load with those
// pages' chunks rather than with the first page (the portal's first load stays small).
import i18n from '#client/i18n/index.js';
import { sitePagesEn, sitePagesZh } from './pageStrings.js';

i18n.addResourceBundle('zh', 'portal', sitePagesZh, true, true);
i18n.addResourceBundle('en', 'portal', sitePagesEn, true, true);
