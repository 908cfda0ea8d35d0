/** Projected outlines: rings of frame points, simplified, as SVG path data. */
export type Pt = [number, number];
export type Ring = Pt[];
export type Project = (lng: number, lat: number) => Pt;

export interface GeoFeature {
  geometry: { type: string; coordinates: unknown };
  properties: { adcode: number | string; name: string; center?: number[]; centroid?: number[] };
}

/** The outer and inner rings of a Polygon or MultiPolygon, as lng/lat polygons. */
export function polygonsOf(f: GeoFeature): number[][][][] {
  const c = f.geometry.coordinates as number[][][] | number[][][][];
  return f.geometry.type === 'Polygon' ? [c as number[][][]] : (c as number[][][][]);
}

/** Projects a ring and drops points closer than `tol` px to the last kept one (the first and last stay). */
export function projectRing(ring: number[][], project: Project, tol = 0.6): Ring {
  const out: Ring = [];
  for (let i = 0; i < ring.length; i++) {
    const p = project(ring[i][0], ring[i][1]);
    const last = out[out.length - 1];
    if (last && i < ring.length - 1 && Math.abs(p[0] - last[0]) + Math.abs(p[1] - last[1]) < tol) continue;
    out.push(p);
  }
  return out;
}

const f1 = (v: number) => (Math.round(v * 10) / 10).toString();

/** SVG path data of closed rings, coordinates to 0.1 px. */
export function pathData(rings: Ring[]): string {
  return rings
    .filter((r) => r.length >= 3)
    .map((r) => `M${r.map(([x, y]) => `${f1(x)} ${f1(y)}`).join('L')}Z`)
    .join('');
}

/** Bounding box [minX, minY, maxX, maxY] of rings. */
export function bbox(rings: Ring[]): [number, number, number, number] {
  const b: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const r of rings)
    for (const [x, y] of r) {
      if (x < b[0]) b[0] = x;
      if (y < b[1]) b[1] = y;
      if (x > b[2]) b[2] = x;
      if (y > b[3]) b[3] = y;
    }
  return b;
}

/** A projection that maps the lng/lat box [w, s, e, n] into the pixel box [x, y, width, height], aspect kept, centred. */
export function fitInto(base: Project, [w, s, e, n]: number[], [bx, by, bw, bh]: number[]): Project {
  const corners = [base(w, s), base(e, s), base(w, n), base(e, n), base((w + e) / 2, s), base((w + e) / 2, n)];
  const b = bbox([corners]);
  const k = Math.min(bw / (b[2] - b[0]), bh / (b[3] - b[1]));
  const ox = bx + (bw - (b[2] - b[0]) * k) / 2 - b[0] * k;
  const oy = by + (bh - (b[3] - b[1]) * k) / 2 - b[1] * k;
  return (lng, lat) => {
    const [x, y] = base(lng, lat);
    return [ox + x * k, oy + y * k];
  };
}
