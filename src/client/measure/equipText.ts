import type { EquipInfo } from './types.js';

/** Pure helpers about devices for the measurement pages. */
export const equipName = (e: Pick<EquipInfo, 'equipid' | 'name_zh' | 'name_en'>, lang: string) => (lang === 'en' ? e.name_en : e.name_zh) || e.equipid;

/** Samples per second of a device's record (1 / interval), else the 50 Hz default. */
export const pointRate = (e: EquipInfo | undefined, meas: string) => {
  const iv = e?.equipMapInfos[meas]?.interval;
  return iv && iv > 0 ? Math.round(1 / iv) : 50;
};

/** The highest rate among the devices, so no line's window is cut short. */
export const maxRate = (equips: EquipInfo[], meas: string) => Math.max(50, ...equips.map((e) => pointRate(e, meas)));

export const HARMONIC_TYPES = ['SMD-L', 'SMD-W'];

/** count running devices, taking the types in turn (a mixed first view). */
export function pickMixed(equips: EquipInfo[], count: number): string[] {
  const byType = new Map<string, EquipInfo[]>();
  for (const e of equips) if (e.status === 1) byType.set(e.equiptype, [...(byType.get(e.equiptype) ?? []), e]);
  const queues = [...byType.keys()].sort().map((k) => byType.get(k)!);
  const out: string[] = [];
  for (let i = 0; out.length < count && queues.some((q) => q.length > i); i += 1) {
    for (const q of queues) if (q[i] && out.length < count) out.push(q[i].equipid);
  }
  return out;
}
