import type { DeviceEntry } from '../devices/types.js';
import type { RecordSpec } from '../wrdb/types.js';
import type { PackedRows } from './batch.js';
import type { SimulatorStats } from './types.js';

/** What the simulator's thread is started with (functions cannot cross threads: the clock comes with each message). */
export interface SimulatorStart {
  seed: number;
  backfillSeconds: number;
  maxCatchUpSeconds: number;
}

/** The server's thread to the simulator's: the devices to feed (their records, how far their rings reach), or a tick at `now` (ms). */
export type ToSimulator =
  { op: 'devices'; now: number; entries: DeviceEntry[]; specs: RecordSpec[]; reached: Reached; restart: boolean } | { op: 'tick'; now: number; id: number };

/** per device id, the time (Unix s) its rings already hold rows up to (mirrored from an earlier feeder) */
export type Reached = Record<string, number>;

/** The rows a tick generated, or an error the simulator met. */
export type FromSimulator = { id: number; rows: PackedRows; stats: SimulatorStats; through: number } | { error: string };
