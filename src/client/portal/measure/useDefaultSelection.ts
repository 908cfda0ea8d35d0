import { useEffect, useState } from 'react';
import { pickMixed } from './equipText.js';
import type { EquipInfo } from './types.js';

/**
 * The chosen device ids, starting with the first `count` running devices of the preferred types
 * once the list arrives (no preferred types: a mix of all types).
 */
export function useDefaultSelection(equips: EquipInfo[], types: string[], count: number) {
  const [ids, setIds] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (touched || ids.length || !equips.length) return;
    const pick = types.length
      ? equips.filter((e) => e.status === 1 && types.includes(e.equiptype)).slice(0, count).map((e) => e.equipid)
      : pickMixed(equips, count);
    setIds(pick);
  }, [equips, types, count, touched, ids.length]);
  return [ids, (next: string[]) => { setTouched(true); setIds(next); }] as const;
}
