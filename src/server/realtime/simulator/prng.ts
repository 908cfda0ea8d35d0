/**
 * Seeded randomness that is a pure function of its inputs, so the simulated value of a device
 * at a given instant depends only on (seed, device, time): the same under any tick pattern,
 * after a restart, and in every server process behind a load balancer.
 */

/** 32-bit integer finaliser (lowbias32). */
export function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

export const hash2 = (a: number, b: number) => mix(mix(a ^ 0x9e3779b9) ^ (b >>> 0));
export const hash3 = (a: number, b: number, c: number) => mix(hash2(a, b) ^ (c >>> 0));

/** Hash of an absolute sample index (which exceeds 32 bits) on a channel. */
export const hashIndex = (seed: number, channel: number, index: number) => hash3(hash2(seed, channel), index >>> 0, Math.floor(index / 4294967296));

export const unit = (h: number) => h / 4294967296;

/** Zero-mean, unit-variance noise (Irwin–Hall of three uniforms) for one sample. */
export function noise(seed: number, channel: number, index: number): number {
  const h = hashIndex(seed, channel, index);
  const u = unit(h) + unit(mix(h ^ 0x85ebca6b)) + unit(mix(h ^ 0xc2b2ae35));
  return (u - 1.5) * 2;
}

/** FNV-1a of a string (device ids into seeds). */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: a small sequential generator for a few draws from one seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
