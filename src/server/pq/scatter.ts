import { classifyItic, classifySemi, ITIC_LOWER, ITIC_UPPER, SEMI_F47, type IticClass, type SemiClass } from './curves.js';

/** The magnitude–duration scatter with the counts inside and outside each curve. */
export interface Scatter {
  /** per event: duration (s), magnitude (% of Udin), kind index into `kinds`, id */
  duration: number[];
  magnitude: number[];
  kind: number[];
  id: string[];
  kinds: string[];
  counts: { itic: Record<IticClass, number>; semi: Record<SemiClass, number> };
  curves: { iticUpper: [number, number][]; iticLower: [number, number][]; semi: [number, number][] };
}

/** Rows [id, kind, duration ms, magnitude %] into the scatter; classification is curves.ts's. */
export function scatterOf(rows: [string, string, number, number][], kinds: string[]): Scatter {
  const s: Scatter = {
    duration: [],
    magnitude: [],
    kind: [],
    id: [],
    kinds,
    counts: { itic: { inside: 0, prohibited: 0, no_damage: 0 }, semi: { inside: 0, outside: 0, na: 0 } },
    curves: { iticUpper: ITIC_UPPER, iticLower: ITIC_LOWER, semi: SEMI_F47 },
  };
  for (const [id, kind, ms, m] of rows) {
    const d = ms / 1000;
    s.duration.push(d);
    s.magnitude.push(m);
    s.kind.push(Math.max(0, kinds.indexOf(kind)));
    s.id.push(id);
    s.counts.itic[classifyItic(m, d)]++;
    s.counts.semi[classifySemi(m, d)]++;
  }
  return s;
}
