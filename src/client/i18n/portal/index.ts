import i18n from '../index.js';
import { heatmapEn, heatmapZh } from './heatmap.js';
import { measureEn, measureZh } from './measure.js';
import { siteEn, siteZh } from './site.js';

// the portal's strings ship with the portal chunk, under the "portal" namespace
i18n.addResourceBundle('zh', 'portal', { ...siteZh, ...measureZh, ...heatmapZh }, true, true);
i18n.addResourceBundle('en', 'portal', { ...siteEn, ...measureEn, ...heatmapEn }, true, true);
