/** STAT word of a data block (C37.118.2-2011 Table 7). */
export interface Stat {
  /** bits 15–14: 0 good, 1 PMU error, 2 test mode, 3 PMU error (do not use values) */
  dataError: number;
  /** bit 13 set: not synchronised to UTC */
  unsynced: boolean;
  /** bit 12 set: sorted by arrival, not by time stamp */
  byArrival: boolean;
  trigger: boolean;
  /** bit 10: the configuration will change within a minute; re-read it */
  configChange: boolean;
  dataModified: boolean;
  timeQuality: number;
  unlockedTime: number;
  triggerReason: number;
}

export const STAT_CONFIG_CHANGE = 0x0400;

export const readStat = (s: number): Stat => ({
  dataError: s >> 14,
  unsynced: !!(s & 0x2000),
  byArrival: !!(s & 0x1000),
  trigger: !!(s & 0x0800),
  configChange: !!(s & STAT_CONFIG_CHANGE),
  dataModified: !!(s & 0x0200),
  timeQuality: (s >> 6) & 7,
  unlockedTime: (s >> 4) & 3,
  triggerReason: s & 15,
});

/** Values of a block may be plotted: no data error and synchronised. */
export const statUsable = (s: number): boolean => (s & 0xe000) === 0;
