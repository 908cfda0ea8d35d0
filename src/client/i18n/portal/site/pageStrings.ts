// The strings of the site pages beyond home (overview, team, cases, about, page layout); registered by ./pages.ts
import { aboutEn, aboutZh } from './about.js';
import { applicationEn, applicationZh } from './application.js';
import { overviewEn, overviewZh } from './overview.js';
import { teamEn, teamZh } from './team.js';

export const sitePagesZh: Record<string, string> = { ...overviewZh, ...teamZh, ...applicationZh, ...aboutZh };
export const sitePagesEn: Record<string, string> = { ...overviewEn, ...teamEn, ...applicationEn, ...aboutEn };
