import type { CurveLine } from '../../curves/types.js';

/**
 * Min / max / mean of a history read (its lines: mean, min, max buckets): the lowest minimum, the
 * highest maximum and the mean of the bucket means; count = buckets holding a value.
 */
export function rangeStats([mean, min, max]: CurveLine[]) {
  const values = (l?: CurveLine) => (l?.y ?? []).filter((v): v is number => v !== null);
  const m = values(mean);
  return {
    count: m.length,
    min: m.length ? Math.min(...values(min)) : null,
    max: m.length ? Math.max(...values(max)) : null,
    mean: m.length ? m.reduce((a, b) => a + b, 0) / m.length : null,
  };
}
