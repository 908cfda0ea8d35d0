import net from 'node:net';
import { command } from '../c37118/command.js';
import { Framer } from '../c37118/framer.js';
import { CMD, type ConfigFrame } from '../c37118/types.js';
import type { DeviceEntry } from '../devices/types.js';
import type { Wrdb } from '../wrdb/store.js';
import { StreamSession } from './session.js';
import type { IngestLimits } from './limits.js';
import type { Link } from './link.js';

const BACKOFF_MIN_MS = 1000;
const BACKOFF_MAX_MS = 30_000;
/** no frame for this long on an open connection: reconnect */
const SILENCE_MS = 15_000;

/**
 * ISPS as the PDC: connects to the PMU, asks for CFG-2, turns data on once it has it, and
 * reconnects with a doubling back-off (1 s to 30 s) when the connection drops or falls silent.
 */
export class TcpClientLink implements Link {
  readonly session: StreamSession;
  private sock: net.Socket | null = null;
  private timer: NodeJS.Timeout | null = null;
  private backoff = BACKOFF_MIN_MS;
  private stopped = false;

  constructor(
    private readonly entry: () => DeviceEntry | undefined,
    wrdb: Wrdb,
    onConfig?: (cfg: ConfigFrame) => void,
    limits?: IngestLimits,
  ) {
    this.session = new StreamSession(
      entry,
      wrdb,
      (b) => this.write(b),
      (cfg) => {
        this.write(command(this.session.idcode, CMD.on));
        onConfig?.(cfg);
      },
      limits,
    );
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  private connect(): void {
    const link = this.entry()?.device.link;
    if (this.stopped || !link) return;
    this.session.stats.state = 'connecting';
    const sock = net.connect({ host: link.host, port: link.port });
    this.sock = sock;
    sock.setNoDelay(true);
    sock.setTimeout(SILENCE_MS, () => sock.destroy());
    const framer = new Framer((f) => this.session.onFrame(f));
    sock.on('connect', () => {
      this.session.stats.state = 'connected';
      this.session.cfg = undefined;
      this.session.requestConfig(true);
    });
    sock.on('data', (d) => {
      const [crc, skipped] = [framer.stats.crcErrors, framer.stats.skipped];
      framer.push(d);
      this.session.stats.crcErrors += framer.stats.crcErrors - crc;
      this.session.stats.skippedBytes += framer.stats.skipped - skipped;
      if (this.backoff > BACKOFF_MIN_MS && this.session.stats.state === 'streaming') this.backoff = BACKOFF_MIN_MS;
    });
    sock.on('error', () => {});
    sock.on('close', () => {
      if (this.sock !== sock) return;
      this.sock = null;
      if (this.stopped) return;
      this.session.stats.state = 'waiting';
      this.session.stats.reconnects++;
      this.timer = setTimeout(() => this.connect(), this.backoff);
      this.timer.unref();
      this.backoff = Math.min(BACKOFF_MAX_MS, this.backoff * 2);
    });
  }

  private write(b: Uint8Array): void {
    if (this.sock?.writable && !this.sock.connecting) this.sock.write(b);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.sock) {
      this.write(command(this.session.idcode, CMD.off));
      this.sock.end();
      this.sock.destroy();
      this.sock = null;
    }
    this.session.stats.state = 'stopped';
  }
}
