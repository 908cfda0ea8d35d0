import type { ConfigFrame } from '../c37118/types.js';
import type { DeviceEntry } from '../devices/types.js';
import type { Wrdb } from '../wrdb/store.js';
import type { IngestLimits } from './limits.js';
import type { Link } from './link.js';
import { StreamSession } from './session.js';

/**
 * A device that streams to us (UDP or into the TCP server): the shared listener hands it the
 * frames that carry its IDCODE; replies (CFG requests) go back to where the last frame came from.
 */
export class PassiveLink implements Link {
  readonly session: StreamSession;
  private reply: ((b: Uint8Array) => void) | null = null;
  private active = false;

  constructor(entry: () => DeviceEntry | undefined, wrdb: Wrdb, onConfig?: (cfg: ConfigFrame) => void, limits?: IngestLimits) {
    this.session = new StreamSession(entry, wrdb, (b) => this.reply?.(b), onConfig, limits);
    this.session.stats.state = 'stopped';
  }

  start(): void {
    this.active = true;
    this.session.stats.state = 'waiting';
  }

  stop(): void {
    this.active = false;
    this.reply = null;
    this.session.stats.state = 'stopped';
  }

  /** a frame from the listener, with the way back to its sender; true when its CHK was good */
  deliver(frame: Uint8Array, reply: (b: Uint8Array) => void): boolean {
    if (!this.active) return false;
    this.reply = reply;
    return this.session.onFrame(frame);
  }
}
