import { china } from '@esmjs/geo';
import { FRAME, albers, project } from '../../src/shared/cnProjection.js';
import { bbox, fitInto, pathData, polygonsOf, projectRing, type GeoFeature, type Project, type Ring } from './geometry.js';
import { EN_NAMES, LABEL_NUDGE, SMALL, shortZh } from './names.js';
import type { CnLabel, CnMap } from './types.js';

/** Polygons wholly south of this latitude (the South China Sea islands) are drawn only in the inset. */
const MAINLAND_SOUTH = 17.5;
/** The inset: lng/lat box [w, s, e, n] of the South China Sea, drawn into the pixel box [x, y, w, h]. */
const INSET_REGION = [106.5, 2.8, 122.8, 23.8];
export const INSET_BOX = [850, 566, 136, 216];

const features = (china as unknown as { features: GeoFeature[] }).features;
const isDashLine = (f: GeoFeature) => String(f.properties.adcode).endsWith('_JD');
const maxLat = (ring: number[][]) => ring.reduce((m, c) => Math.max(m, c[1]), -90);

const albersDown: Project = (lng, lat) => {
  const [x, y] = albers(lng, lat);
  return [x, -y];
};
const insetProject = fitInto(albersDown, INSET_REGION, INSET_BOX);

function inRegion(poly: number[][][]): boolean {
  const [w, s, e, n] = INSET_REGION;
  return poly[0].some(([lng, lat]) => lng >= w && lng <= e && lat >= s && lat <= n);
}

/** Province outlines, label anchors and the inset's shapes, projected once. */
export function buildMap(): CnMap {
  const provinces: CnMap['provinces'] = [];
  const labels: CnLabel[] = [];
  const inset: string[] = [];
  for (const f of features) {
    const polys = polygonsOf(f);
    const insetRings: Ring[] = polys.filter(inRegion).flatMap((p) => p.map((r) => projectRing(r, insetProject, 0.4)));
    if (insetRings.length) inset.push(pathData(insetRings));
    if (isDashLine(f)) continue;
    const adcode = Number(f.properties.adcode);
    const rings = polys.filter((p) => maxLat(p[0]) >= MAINLAND_SOUTH).flatMap((p) => p.map((r) => projectRing(r, project)));
    const zh = f.properties.name;
    const en = EN_NAMES[adcode] ?? zh;
    provinces.push({ adcode, zh, en, d: pathData(rings), bbox: bbox(rings) });
    const [lng, lat] = f.properties.centroid ?? f.properties.center ?? [0, 0];
    const [x, y] = project(lng, lat);
    const [dx, dy] = LABEL_NUDGE[adcode] ?? [0, 0];
    labels.push({ adcode, zh: shortZh(zh), en, x: Math.round(x + dx), y: Math.round(y + dy), small: SMALL.has(adcode) });
  }
  const [ix, iy, iw, ih] = INSET_BOX;
  labels.push({ adcode: 0, zh: '南海诸岛', en: 'S. China Sea Is.', x: ix + iw / 2, y: iy + ih - 10, small: true });
  return { frame: FRAME, provinces, labels, inset };
}
