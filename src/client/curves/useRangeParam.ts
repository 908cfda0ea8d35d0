import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { rangeFromParam, rangeToParam, type CurveRange } from './curveRange.js';

/** A curve's range kept in the page URL under `name` (reload, a shared link and back keep it); null = live. */
export function useRangeParam(name: string): [CurveRange | null, (next: CurveRange | null) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name);
  const range = useMemo(() => rangeFromParam(value), [value]);
  const set = (next: CurveRange | null) =>
    setParams((p) => {
      const n = new URLSearchParams(p);
      if (next) n.set(name, rangeToParam(next));
      else n.delete(name);
      return n;
    });
  return [range, set];
}
