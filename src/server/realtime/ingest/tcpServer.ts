import net from 'node:net';
import { Framer } from '../c37118/framer.js';
import type { PassiveLink } from './passive.js';
import type { ListenerStats, Route } from './udpListener.js';

export interface TcpServerOptions {
  maxPeers: number;
  /** a connection that names no device (no good frame) within this time is closed, so garbage cannot hold a peer slot */
  bindMs?: number;
}

/** a connection that has sent no frame for this long is closed */
const IDLE_MS = 30_000;

/**
 * The TCP server a PMU connects into. A connection is bound to a device by the IDCODE of its
 * first good frame (and the device's host, when set); one that names no device is closed. Work
 * per peer is bounded: at most `maxPeers` connections, at most one 65,535-byte frame buffered
 * each, garbage skipped by the framer.
 */
export class TcpIngestServer {
  /** refused: over maxPeers; unbound: closed for sending no good frame in time */
  readonly stats: ListenerStats & { refused: number; unbound: number } = { unknown: 0, runts: 0, refused: 0, unbound: 0 };
  private server: net.Server | null = null;
  private readonly peers = new Set<net.Socket>();

  constructor(
    private readonly route: Route,
    private readonly opts: TcpServerOptions,
  ) {}

  async listen(port: number, host: string): Promise<number> {
    const server = net.createServer((sock) => this.accept(sock));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    return (server.address() as net.AddressInfo).port;
  }

  private accept(sock: net.Socket): void {
    if (this.peers.size >= this.opts.maxPeers) {
      this.stats.refused++;
      sock.destroy();
      return;
    }
    this.peers.add(sock);
    sock.setTimeout(IDLE_MS, () => sock.destroy());
    sock.on('error', () => {});
    sock.on('close', () => this.peers.delete(sock));
    const reply = (b: Uint8Array) => {
      if (sock.writable) sock.write(b);
    };
    let link: PassiveLink | undefined;
    const bind = setTimeout(() => {
      if (!link) {
        this.stats.unbound++;
        sock.destroy();
      }
    }, this.opts.bindMs ?? 10_000);
    bind.unref();
    sock.on('close', () => clearTimeout(bind));
    const framer = new Framer((f) => {
      if (sock.destroyed) return;
      if (!link) {
        link = this.route((f[4] << 8) | f[5], sock.remoteAddress ?? '');
        if (!link) {
          this.stats.unknown++;
          sock.destroy();
          return;
        }
      }
      link.deliver(f, reply);
    });
    sock.on('data', (d) => {
      const [crc, skipped] = [framer.stats.crcErrors, framer.stats.skipped];
      framer.push(d);
      if (!link) return;
      link.session.stats.crcErrors += framer.stats.crcErrors - crc;
      link.session.stats.skippedBytes += framer.stats.skipped - skipped;
    });
  }

  async close(): Promise<void> {
    for (const s of this.peers) s.destroy();
    const s = this.server;
    this.server = null;
    if (s) await new Promise<void>((r) => s.close(() => r()));
  }
}
