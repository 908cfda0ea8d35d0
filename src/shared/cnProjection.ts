/**
 * The one projection of the China map (cn.svg, cn-mask.svg, device dots, heat nodes):
 * Albers equal-area conic (standard parallels 25° N and 47° N, central meridian 105° E),
 * fitted into the 1000×800 frame with north up. Pure; shared by the build-time map
 * generator (vite/cnmap) and the client.
 */
export const FRAME = { w: 1000, h: 800 } as const;

const RAD = Math.PI / 180;
const PHI1 = 25 * RAD;
const PHI2 = 47 * RAD;
const LNG0 = 105 * RAD;
const N = (Math.sin(PHI1) + Math.sin(PHI2)) / 2;
const C = Math.cos(PHI1) ** 2 + 2 * N * Math.sin(PHI1);
const RHO0 = Math.sqrt(C) / N;

/** Albers on the unit sphere, y up. */
export function albers(lng: number, lat: number): [number, number] {
  const rho = Math.sqrt(C - 2 * N * Math.sin(lat * RAD)) / N;
  const theta = N * (lng * RAD - LNG0);
  return [rho * Math.sin(theta), RHO0 - rho * Math.cos(theta)];
}

/**
 * The points of the country's outline that bound the mainland frame (Hainan included, the
 * South China Sea islands drawn in the inset): westernmost (Pamirs), easternmost (Heixiazi),
 * southernmost (Hainan) and northernmost (Mohe) after projection.
 */
const EXTREMES: [number, number][] = [
  [73.799237, 38.610878],
  [134.779694, 47.7159],
  [109.584696, 18.143579],
  [123.620721, 53.550115],
];
/** Margins of the frame: top, right, bottom, left (the right leaves room beside the inset). */
const MARGIN = [22, 70, 22, 22] as const;

const fit = (() => {
  const pts = EXTREMES.map(([lng, lat]) => albers(lng, lat));
  const minX = Math.min(...pts.map((p) => p[0]));
  const maxX = Math.max(...pts.map((p) => p[0]));
  const minY = Math.min(...pts.map((p) => p[1]));
  const maxY = Math.max(...pts.map((p) => p[1]));
  const k = Math.min((FRAME.w - MARGIN[1] - MARGIN[3]) / (maxX - minX), (FRAME.h - MARGIN[0] - MARGIN[2]) / (maxY - minY));
  return { k, x0: MARGIN[3] - minX * k, y0: MARGIN[0] + maxY * k };
})();

/** Frame pixels (x right, y down) of a longitude/latitude in degrees. */
export function project(lng: number, lat: number): [number, number] {
  const [ax, ay] = albers(lng, lat);
  return [fit.x0 + ax * fit.k, fit.y0 - ay * fit.k];
}

/** True when a projected point lies in the frame. */
export const inFrame = ([x, y]: [number, number]) => x >= 0 && x <= FRAME.w && y >= 0 && y <= FRAME.h;

/** Longitude/latitude in degrees of frame pixels: the inverse of project (a click on the map). */
export function unproject(x: number, y: number): [number, number] {
  const ax = (x - fit.x0) / fit.k;
  const ay = (fit.y0 - y) / fit.k;
  const dy = RHO0 - ay;
  const rho = Math.sqrt(ax * ax + dy * dy);
  const theta = Math.atan2(ax, dy);
  const lat = Math.asin(Math.max(-1, Math.min(1, (C - rho * rho * N * N) / (2 * N)))) / RAD;
  return [(LNG0 + theta / N) / RAD, lat];
}
