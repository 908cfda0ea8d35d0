import { decodeFrame } from '../c37118/codec.js';
import { command } from '../c37118/command.js';
import { FrameError } from '../c37118/io.js';
import { STAT_CONFIG_CHANGE } from '../c37118/stat.js';
import { CMD, type ConfigFrame } from '../c37118/types.js';
import type { DeviceEntry } from '../devices/types.js';
import type { Wrdb } from '../wrdb/store.js';
import { configRefusal, dataRefusal } from './checks.js';
import { DEFAULT_LIMITS, type IngestLimits } from './limits.js';
import { blockOf, writeFrame } from './sink.js';
import { newStats, type LinkStats, type RefuseReason } from './types.js';

/** At most one configuration request a second, however many frames ask for one. */
const CONFIG_RETRY_MS = 1000;

/**
 * One device's C37.118.2 stream, whatever carries it: keeps the configuration, writes data
 * frames into the rings, counts what it refuses. A frame that no longer fits the configuration
 * or carries STAT bit 10 (configuration change) makes it ask for CFG-2 again, when it can send.
 * A CRC-valid frame is still refused when it cannot be placed in time (TIME_BASE 0, FRACSEC ≥
 * TIME_BASE, a stamp outside the window around the server clock) or its configuration is larger
 * than the limits: no single frame may move a device's time or blank its rings.
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
    private readonly limits: IngestLimits = DEFAULT_LIMITS,
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

  /** Takes a frame in; true when its CHK was good (whatever it then held): the UDP listener trusts its sender. Never throws. */
  onFrame(bytes: Uint8Array): boolean {
    let f;
    try {
      f = decodeFrame(bytes, () => this.cfg);
    } catch (e) {
      if (!(e instanceof FrameError)) {
        this.refuse('error');
        return false;
      }
      if (e.reason === 'crc') this.stats.crcErrors++;
      else this.refuse(e.reason);
      const checked = e.reason === 'layout' || e.reason === 'no-config';
      if (checked) this.requestConfig();
      return checked;
    }
    try {
      this.take(f);
    } catch {
      // a bug must not take the connection (or the process) down with it
      this.refuse('error');
    }
    return true;
  }

  private take(f: ReturnType<typeof decodeFrame>): void {
    if (f.kind === 'cfg2' || f.kind === 'cfg3' || (f.kind === 'cfg1' && !this.cfg)) {
      // a refused configuration is not taken: the one before stays (data that no longer fits it asks again)
      const why = configRefusal(f, this.limits);
      if (why) return this.refuse(why);
      this.cfg = f;
      this.stats.configs++;
      this.stats.cfgcnt = f.pmus[blockOf(f, this.idcode)]?.cfgcnt ?? null;
      this.onConfig?.(f);
      return;
    }
    if (f.kind !== 'data' || !this.cfg) return;
    const entry = this.entry();
    if (!entry) return;
    const why = dataRefusal(f, this.cfg, this.limits);
    if (why) return this.refuse(why);
    const block = blockOf(this.cfg, entry.device.link?.idcode ?? 0);
    this.stats.frames++;
    this.stats.state = 'streaming';
    this.stats.lastFrameTime = f.soc + f.fracsec / this.cfg.timeBase;
    this.countRate();
    const w = writeFrame(this.wrdb, entry, this.cfg, block, f);
    if (!w.usable) this.stats.statProblems++;
    this.stats.invalidValues += w.invalid;
    if (w.flags) this.stats.timeFlagged++;
    if (f.pmus[block] && f.pmus[block].stat & STAT_CONFIG_CHANGE) this.requestConfig();
  }

  private refuse(why: RefuseReason): void {
    this.stats.badFrames[why] = (this.stats.badFrames[why] ?? 0) + 1;
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
