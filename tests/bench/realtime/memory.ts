import { EQUIP_TYPES, type EquipType } from '#server/realtime/devices/types.js';
import { Wrdb } from '#server/realtime/wrdb/store.js';
import { demoEntries, directoryOf } from '../../support/realtimeDevices.js';

/** Ring bytes one device of each type holds for 10 minutes (the default retention). */
export function bytesPerDevice(): Record<EquipType, number> {
  return Object.fromEntries(
    EQUIP_TYPES.map((t) => {
      const db = new Wrdb();
      db.sync(directoryOf(demoEntries([t])).records(600));
      return [t, db.bytes()];
    }),
  ) as Record<EquipType, number>;
}

/** Measured: the ArrayBuffer bytes 1,000 SMD-R devices' rings add to the process. */
export function measuredPerDevice(devices = 1000): number {
  const before = process.memoryUsage().arrayBuffers;
  const db = new Wrdb();
  db.sync(directoryOf(demoEntries(Array.from({ length: devices }, () => 'SMD-R' as const))).records(600));
  // a ring takes its memory at its first row: every device has sent one
  for (const { ring } of db.all()) ring.write(Math.floor((Date.now() / 1000) * ring.rate), new Float32Array(ring.width));
  const added = process.memoryUsage().arrayBuffers - before;
  return db.size ? added / devices : 0;
}
