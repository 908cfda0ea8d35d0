import { decodeFrame } from '../c37118/codec.js';
import { command } from '../c37118/command.js';
import { FrameError } from '../c37118/io.js';
import { STAT_CONFIG_CHANGE } from '../c37118/stat.js';
import { CMD, type ConfigFrame } from '../c37118/types.js';
import type { DeviceEntry } from '../devices/types.js';
import type { Wrdb } from '../wrdb/store.js';
import { blockOf, writeFrame } from './sink.js';
import { newStats, type LinkStats } from './types.js';

/** At most one configuration request a second, however many frames ask for one. */
const CONFIG_RETRY_MS = 1000;

/**
 * One device's C37.118.2 stream, whatever carries it: keeps the configuration, writes data
 * frames into the rings, counts what it refuses. A frame that no longer fits the configuration
 * or carries STAT bit 10 (configuration change) makes it ask for CFG-2 again, when it can send.
 */
export class StreamSession {
  readonly stats: LinkStats = newStats('connecting');
  cfg: ConfigFrame | undefined;
  private lastRequest = 0;
  private rateWindow = { start: Date.now(), frames: 0 };

  constructor(
    private readonly entry: () => DeviceEntry | undefined,
    private readonly wrdb: Wrdb,
    private readonly send?: (b: Uint8Array) => void,
    private readonly onConfig?: (cfg: ConfigFrame) => void,
  ) {}

  get idcode(): number {
    return this.entry()?.device.link?.idcode ?? 0;
  }

  requestConfig(force = false): void {
    const now = Date.now();
    if (!this.send || (!force && now - this.lastRequest < CONFIG_RETRY_MS)) return;
    this.lastRequest = now;
    this.send(command(this.idcode, CMD.cfg2, now));
  }

  /** Takes a frame in; true when its CHK was good (whatever it then held): the UDP listener trusts its sender. */
  onFrame(bytes: Uint8Array): boolean {
    let f;
    try {
      f = decodeFrame(bytes, () => this.cfg);
    } catch (e) {
      if (!(e instanceof FrameError)) throw e;
      if (e.reason === 'crc') this.stats.crcErrors++;
      else this.stats.badFrames[e.reason] = (this.stats.badFrames[e.reason] ?? 0) + 1;
      const checked = e.reason === 'layout' || e.reason === 'no-config';
      if (checked) this.requestConfig();
      return checked;
    }
    if (f.kind === 'cfg2' || f.kind === 'cfg3' || (f.kind === 'cfg1' && !this.cfg)) {
      this.cfg = f;
      this.stats.configs++;
      this.stats.cfgcnt = f.pmus[blockOf(f, this.idcode)]?.cfgcnt ?? null;
      this.onConfig?.(f);
      return true;
    }
    if (f.kind !== 'data' || !this.cfg) return true;
    const entry = this.entry();
    if (!entry) return true;
    const block = blockOf(this.cfg, entry.device.link?.idcode ?? 0);
    this.stats.frames++;
    this.stats.state = 'streaming';
    this.stats.lastFrameTime = f.soc + f.fracsec / this.cfg.timeBase;
    this.countRate();
    if (!writeFrame(this.wrdb, entry, this.cfg, block, f)) this.stats.statProblems++;
    if (f.pmus[block] && f.pmus[block].stat & STAT_CONFIG_CHANGE) this.requestConfig();
    return true;
  }

  private countRate(): void {
    const w = this.rateWindow;
    w.frames++;
    const now = Date.now();
    if (now - w.start >= 2000) {
      this.stats.frameRate = Math.round((w.frames * 1000) / (now - w.start));
      this.rateWindow = { start: now, frames: 0 };
    }
  }
}
