import { describe, expect, it } from 'vitest';
import { FRAME, inFrame, project, unproject } from '#shared/cnProjection.js';
import { buildMap } from '../../vite/cnmap/build.js';
import { cnMapFiles } from '../../vite/cnmap/plugin.js';

const CITIES = {
  beijing: [116.4, 39.9, 110000],
  urumqi: [87.62, 43.79, 650000],
  haikou: [110.33, 20.03, 460000],
  lhasa: [91.13, 29.65, 540000],
  shanghai: [121.47, 31.23, 310000],
  harbin: [126.64, 45.76, 230000],
} as const;

const map = buildMap();
const province = (adcode: number) => map.provinces.find((p) => p.adcode === adcode)!;

/** Rings of "M x yLx y…Z" path data. */
const rings = (d: string) =>
  d
    .split('Z')
    .filter(Boolean)
    .map((r) =>
      r
        .slice(1)
        .split('L')
        .map((p) => p.split(' ').map(Number) as [number, number]),
    );
function inside([x, y]: [number, number], d: string) {
  let odd = false;
  for (const ring of rings(d)) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
    }
  }
  return odd;
}

describe('the shared China projection', () => {
  it('puts cities inside the 1000×800 frame where a map reader expects them', () => {
    const [bj, urumqi, haikou, lhasa, sh, harbin] = Object.values(CITIES).map(([lng, lat]) => project(lng, lat));
    for (const p of [bj, urumqi, haikou, lhasa, sh, harbin]) expect(inFrame(p)).toBe(true);
    expect(urumqi[0]).toBeLessThan(FRAME.w * 0.35); // far west
    expect(bj[0]).toBeGreaterThan(FRAME.w * 0.6); // east, upper half
    expect(bj[1]).toBeLessThan(FRAME.h * 0.5);
    expect(haikou[1]).toBeGreaterThan(FRAME.h * 0.85); // the far south
    expect(harbin[1]).toBeLessThan(bj[1]); // north of Beijing
    expect(sh[0]).toBeGreaterThan(bj[0]); // east of Beijing
    expect(lhasa[1]).toBeGreaterThan(urumqi[1]); // south of Urumqi
  });

  it('puts each city inside its own province outline (bbox and path)', () => {
    for (const [name, [lng, lat, adcode]] of Object.entries(CITIES)) {
      const p = project(lng, lat);
      const { bbox, d } = province(adcode);
      expect({ name, inBox: p[0] >= bbox[0] && p[0] <= bbox[2] && p[1] >= bbox[1] && p[1] <= bbox[3] }).toEqual({ name, inBox: true });
      expect({ name, inside: inside(p, d) }).toEqual({ name, inside: true });
    }
    expect(inside(project(116.4, 39.9), province(130000).d)).toBe(false); // Beijing is a hole in Hebei's ring
  });

  it('reads a click on the map back as the place it shows (the commissioning form picks locations so)', () => {
    for (const [lng, lat] of Object.values(CITIES)) {
      const [x, y] = project(lng, lat);
      const [lng2, lat2] = unproject(x, y);
      expect(lng2).toBeCloseTo(lng, 6);
      expect(lat2).toBeCloseTo(lat, 6);
    }
  });

  it('keeps the mainland in the frame and the South China Sea islands out of it (they go in the inset)', () => {
    for (const p of map.provinces) {
      expect(p.bbox[0]).toBeGreaterThanOrEqual(0);
      expect(p.bbox[2]).toBeLessThanOrEqual(FRAME.w);
      expect(p.bbox[1]).toBeGreaterThanOrEqual(0);
      expect(p.bbox[3]).toBeLessThanOrEqual(FRAME.h);
    }
    expect(map.inset.length).toBeGreaterThan(3);
  });
});

describe('the generated map files', () => {
  const files = cnMapFiles();
  it('cn.svg has all 34 divisions with ids and names, both label layers, the inset and 示意图', () => {
    const svg = files['cn.svg'].body;
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 1000 800"/);
    expect(svg.match(/<path id="cn-\d+"/g)).toHaveLength(34);
    expect(svg).toContain('data-name-en="Xinjiang"');
    expect(svg).toContain('<g id="cn-labels-zh">');
    expect(svg).toContain('<g id="cn-labels-en" display="none">');
    expect(svg).toContain('>内蒙古</text>');
    expect(svg).toContain('>Inner Mongolia</text>');
    expect(svg).toContain('id="cn-inset"');
    expect(svg).toContain('>示意图</text>');
  });

  it('cn-mask.svg is one white silhouette, cn-labels.json the label anchors', () => {
    expect(files['cn-mask.svg'].body).toMatch(/^<svg[^>]+width="1000" height="800"><path fill="#fff"/);
    const labels = JSON.parse(files['cn-labels.json'].body);
    expect(labels.frame).toEqual({ w: 1000, h: 800 });
    expect(labels.labels.find((l: { adcode: number }) => l.adcode === 110000)).toMatchObject({ zh: '北京', en: 'Beijing' });
  });
});
