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
  /** (UDP) datagrams dropped unread: from an address that never sent a good frame, past the global budget of such senders */
  strangers?: number;
}

const MAX_TRUSTED = 10_000;

/** Where a frame's IDCODE is (bytes 4–5) and who may send it. */
export type Route = (idcode: number, address: string) => PassiveLink | undefined;

/**
 * The UDP listener (spontaneous mode): each datagram is one frame, routed by its IDCODE to the
 * device that has it (and, when the device names a host, only from that address). A datagram is
 * at most 65,507 bytes, so nothing is buffered across datagrams. Anyone can send to it, so the
 * work is bounded: a datagram costs its length from its sender's byte budget before anything
 * else is read, and one whose FRAMESIZE is not its length is dropped before CRC and decoding.
 * Spoofed source addresses defeat a per-address budget, so all senders that have not yet sent
 * a frame with a good CHK share one global budget: a flood from many addresses costs at most
 * that much decoding, and devices already streaming (trusted by address) are not held back by it.
 */
export class UdpListener {
  readonly stats: ListenerStats = { unknown: 0, runts: 0, limited: 0, strangers: 0 };
  private sock: dgram.Socket | null = null;
  private readonly budget: PeerBudget;
  private readonly strangers: PeerBudget;
  /** addresses that sent a frame with a good CHK (bounded: the oldest tenth goes when full) */
  private readonly trusted = new Set<string>();

  /**
   * `bytesPerPeer`: bytes per second one source address may send (ISPS_C37_UDP_PEER_KB_PER_SECOND);
   * `strangerBytes`: bytes per second all not yet trusted addresses together may send (ISPS_C37_UDP_KB_PER_SECOND).
   */
  constructor(
    private readonly route: Route,
    bytesPerPeer = 1024 * 1024,
    strangerBytes = 4 * 1024 * 1024,
  ) {
    this.budget = new PeerBudget(bytesPerPeer);
    this.strangers = new PeerBudget(strangerBytes, 1);
  }

  private trust(address: string): void {
    if (this.trusted.has(address)) return;
    if (this.trusted.size >= MAX_TRUSTED) for (const a of [...this.trusted].slice(0, MAX_TRUSTED / 10)) this.trusted.delete(a);
    this.trusted.add(address);
  }

  async listen(port: number, host: string): Promise<number> {
    const sock = dgram.createSocket(host.includes(':') ? 'udp6' : 'udp4');
    this.sock = sock;
    sock.on('error', () => {});
    sock.on('message', (msg, rinfo) => {
      const trusted = this.trusted.has(rinfo.address);
      if (!trusted && !this.strangers.take('', msg.length)) {
        this.stats.strangers!++;
        return;
      }
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
      if (link.deliver(msg, (b) => sock.send(b, rinfo.port, rinfo.address)) && !trusted) this.trust(rinfo.address);
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
