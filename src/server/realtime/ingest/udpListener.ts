import dgram from 'node:dgram';
import type { PassiveLink } from './passive.js';

export interface ListenerStats {
  /** datagrams or connections for an IDCODE no UDP / TCP-server device has, or from another address */
  unknown: number;
  /** too short to carry an IDCODE */
  runts: number;
}

/** Where a frame's IDCODE is (bytes 4–5) and who may send it. */
export type Route = (idcode: number, address: string) => PassiveLink | undefined;

/**
 * The UDP listener (spontaneous mode): each datagram is one frame, routed by its IDCODE to the
 * device that has it (and, when the device names a host, only from that address). A datagram is
 * at most 65,507 bytes, so nothing is buffered across datagrams.
 */
export class UdpListener {
  readonly stats: ListenerStats = { unknown: 0, runts: 0 };
  private sock: dgram.Socket | null = null;

  constructor(private readonly route: Route) {}

  async listen(port: number, host: string): Promise<number> {
    const sock = dgram.createSocket(host.includes(':') ? 'udp6' : 'udp4');
    this.sock = sock;
    sock.on('error', () => {});
    sock.on('message', (msg, rinfo) => {
      if (msg.length < 6) { this.stats.runts++; return; }
      const link = this.route((msg[4] << 8) | msg[5], rinfo.address);
      if (!link) { this.stats.unknown++; return; }
      link.deliver(msg, (b) => sock.send(b, rinfo.port, rinfo.address));
    });
    await new Promise<void>((resolve, reject) => {
      sock.once('error', reject);
      sock.bind(port, host, () => { sock.off('error', reject); resolve(); });
    });
    return sock.address().port;
  }

  async close(): Promise<void> {
    const s = this.sock;
    this.sock = null;
    if (s) await new Promise<void>((r) => s.close(() => r()));
  }
}
