import { DeviceDirectory } from '#server/realtime/devices/directory.js';
import { PROFILES } from '#server/realtime/devices/profiles.js';
import type { DeviceEntry, EquipType } from '#server/realtime/devices/types.js';

/** Device entries as the directory would load them, with record ids from `firstRecord`. */
export function demoEntries(types: EquipType[], firstRecord = 1): DeviceEntry[] {
  let rid = firstRecord;
  return types.map((t, i) => {
    const p = PROFILES[t];
    const id = `${t}-${i}`;
    return {
      device: {
        id,
        equipId: id,
        equipType: t,
        nameZh: id,
        nameEn: id,
        province: '',
        lat: 30,
        lng: 110,
        status: 1,
        ratedKv: p.ratedKv,
        reportRate: p.reportRate,
        sampleRate: p.sampleRate,
      },
      points: Object.fromEntries(p.measTypes.map((m) => [m, { deviceId: id, measType: m, pointId: `${id}.${m}`, recordId: rid++ }])),
    };
  });
}

export const directoryOf = (entries: DeviceEntry[]) => new DeviceDirectory(entries);
