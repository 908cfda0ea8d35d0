import { describe, expect, it } from 'vitest';
import { heatmapEn, heatmapZh } from '#client/i18n/portal/heatmap.js';
import { measureEn, measureZh } from '#client/i18n/portal/measure.js';
import { siteEn, siteZh } from '#client/i18n/portal/site.js';
import { sitePagesEn, sitePagesZh } from '#client/i18n/portal/site/pageStrings.js';
import { PORTAL_ROUTES } from '#client/portal/routes.js';

/** Nested resource objects as flat dotted keys (the parts may use either style). */
function flatten(o: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) Object.assign(out, flatten(v as Record<string, unknown>, key));
    else out[key] = v;
  }
  return out;
}

const PARTS = { site: [siteZh, siteEn], sitePages: [sitePagesZh, sitePagesEn], measure: [measureZh, measureEn], heatmap: [heatmapZh, heatmapEn] } as const;
const zh = Object.assign({}, ...Object.values(PARTS).map(([z]) => flatten(z)));
const en = Object.assign({}, ...Object.values(PARTS).map(([, e]) => flatten(e)));

// the site part is split in two: what the first page needs (site.ts) and what the other site pages bring (site/pageStrings.ts)
describe('the "portal" i18n namespace', () => {
  it.each(Object.entries(PARTS))('%s has the same keys in zh and en', (_, [z, e]) => {
    expect(Object.keys(flatten(e)).sort()).toEqual(Object.keys(flatten(z)).sort());
  });

  it('has no empty or non-string texts', () => {
    for (const [lang, texts] of Object.entries({ zh, en })) {
      const bad = Object.entries(texts)
        .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
        .map(([k]) => `${lang}:${k}`);
      expect(bad).toEqual([]);
    }
  });

  it('has no key defined by two parts (the later one would silently win)', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [part, [z]] of Object.entries(PARTS)) {
      for (const k of Object.keys(flatten(z))) {
        if (seen.has(k)) clashes.push(`${k} (${seen.get(k)}, ${part})`);
        seen.set(k, part);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('names every page and navigation group of the route table in both languages', () => {
    const keys = [
      ...PORTAL_ROUTES.map((r) => r.title),
      ...new Set(PORTAL_ROUTES.filter((r) => r.group && r.group !== 'site').map((r) => `nav.group.${r.group}`)),
    ];
    for (const k of keys) {
      expect(zh[k], k).toBeTruthy();
      expect(en[k], k).toBeTruthy();
    }
  });

  it('keeps the spec texts verbatim in zh, and no Chinese in the English site texts', () => {
    expect(zh['nav.home']).toBe('首页');
    expect(en['nav.home']).toBe('Home');
    expect(zh['overview.noUrlEquips']).toBe('请设置url.querydata_equipsmeasid属性!'); // spec §8, verbatim
    expect(zh['overview.noUrlValues']).toBe('请设置url.querydata_measrealvalues属性!');
    const hanInEnglish = Object.entries({ ...siteEn, ...sitePagesEn })
      .filter(([k, v]) => k !== 'header.switchTo' && /[\u4e00-\u9fff]/.test(String(v)))
      .map(([k]) => k);
    expect(hanInEnglish).toEqual([]);
  });
});
