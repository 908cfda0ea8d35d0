import dgram from 'node:dgram';
import type { PassiveLink } from './passive.js';
import { PeerBudget } from './peerBudget.js';

export interface ListenerStats {
  /** datagrams or connections for an IDCODE no UDP / TCP-server device has, or from another address */
  unknown: number;
  /** too short to carry an IDCODE, or (UDP) not one whole frame: FRAMESIZE is not the datagram's length */
  runts: number;
  /** (UDP) datagrams dropped unread: their sender had used its byte budget for the second */
  limited?: number;
}

/** Where a frame's IDCODE is (bytes 4–5) and who may send it. */
export type Route = (idcode: number, address: string) => PassiveLink | undefined;

/**
 * The UDP listener (spontaneous mode): each datagram is one frame, routed by its IDCODE to the
 * device that has it (and, when the device names a host, only from that address). A datagram is
 * at most 65,507 bytes, so nothing is buffered across datagrams. Anyone can send to it, so the
 * work is bounded: a datagram costs its length from its sender's byte budget before anything
 * else is read, and one whose FRAMESIZE is not its length is dropped before CRC and decoding.
 */
export class UdpListener {
  readonly stats: ListenerStats = { unknown: 0, runts: 0, limited: 0 };
  private sock: dgram.Socket | null = null;
  private readonly budget: PeerBudget;

  /** `bytesPerPeer`: bytes per second one source address may send (ISPS_C37_UDP_PEER_KB_PER_SECOND) */
  constructor(
    private readonly route: Route,
    bytesPerPeer = 1024 * 1024,
  ) {
    this.budget = new PeerBudget(bytesPerPeer);
  }

  async listen(port: number, host: string): Promise<number> {
    const sock = dgram.createSocket(host.includes(':') ? 'udp6' : 'udp4');
    this.sock = sock;
    sock.on('error', () => {});
    sock.on('message', (msg, rinfo) => {
      if (!this.budget.take(rinfo.address, msg.length)) {
        this.stats.limited!++;
        return;
      }
      if (msg.length < 6 || ((msg[2] << 8) | msg[3]) !== msg.length) {
        this.stats.runts++;
        return;
      }
      const link = this.route((msg[4] << 8) | msg[5], rinfo.address);
      if (!link) {
        this.stats.unknown++;
        return;
      }
      link.deliver(msg, (b) => sock.send(b, rinfo.port, rinfo.address));
    });
    await new Promise<void>((resolve, reject) => {
      sock.once('error', reject);
      sock.bind(port, host, () => {
        sock.off('error', reject);
        resolve();
      });
    });
    return sock.address().port;
  }

  async close(): Promise<void> {
    const s = this.sock;
    this.sock = null;
    if (s) await new Promise<void>((r) => s.close(() => r()));
  }
}
