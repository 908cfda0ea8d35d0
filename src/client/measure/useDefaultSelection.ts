import { useState } from 'react';
import { pickMixed } from './equipText.js';
import type { EquipInfo } from './types.js';

/**
 * The chosen device ids, starting with the first `count` running devices of the preferred types
 * once the list arrives (no preferred types: a mix of all types).
 */
export function useDefaultSelection(equips: EquipInfo[], types: string[], count: number) {
  const [ids, setIds] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  // Chosen during render once the list arrives (no effect round trip); an empty pick sets nothing, so no loop.
  if (!touched && !ids.length && equips.length) {
    const pick = types.length
      ? equips
          .filter((e) => e.status === 1 && types.includes(e.equiptype))
          .slice(0, count)
          .map((e) => e.equipid)
      : pickMixed(equips, count);
    if (pick.length) setIds(pick);
  }
  return [
    ids,
    (next: string[]) => {
      setTouched(true);
      setIds(next);
    },
  ] as const;
}
