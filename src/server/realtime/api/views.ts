import type { DeviceInfo, EquipInfo } from '#shared/contract/portal.js';
import { MEAS, rateOf } from '../devices/profiles.js';
import type { DeviceEntry, MeasType } from '../devices/types.js';

/**
 * equipMapInfos: {fq: {pointId, recordId, unit, interval}, ...} for the wanted measurements;
 * phasor points under `<measType>.<channel>` (UPM.1, PHA.1, ...).
 */
export function mapInfos(e: DeviceEntry, types?: MeasType[]): EquipInfo['equipMapInfos'] {
  const out: EquipInfo['equipMapInfos'] = {};
  for (const [m, p] of Object.entries(e.points) as [MeasType, NonNullable<DeviceEntry['points'][MeasType]>][]) {
    if (types && !types.includes(m)) continue;
    out[m] = { pointId: p.pointId, recordId: p.recordId, unit: MEAS[m].unit, interval: 1 / rateOf(m, e.device) };
  }
  for (const p of e.channels ?? []) {
    if (types && !types.includes(p.measType)) continue;
    out[`${p.measType}.${p.channel}`] = { pointId: p.pointId, recordId: p.recordId, unit: MEAS[p.measType].unit, interval: 1 / rateOf(p.measType, e.device) };
  }
  return out;
}

/** The device fields the portal shows (names as the spec's client reads them). */
export function deviceView(e: DeviceEntry): DeviceInfo {
  const d = e.device;
  return {
    equipid: d.equipId,
    equiptype: d.equipType,
    name_zh: d.nameZh,
    name_en: d.nameEn,
    province: d.province,
    lat: d.lat,
    lng: d.lng,
    status: d.status,
    ratedKv: d.ratedKv,
  };
}
