import type { ConfigFrame } from '../c37118/types.js';
import type { DeviceEntry } from '../devices/types.js';
import type { Wrdb } from '../wrdb/store.js';
import { configMatches } from './configPoints.js';
import { DEFAULT_LIMITS, type IngestLimits } from './limits.js';
import type { Link } from './link.js';
import { PassiveLink } from './passive.js';
import { blockOf } from './sink.js';
import { TcpClientLink } from './tcpClient.js';
import { TcpIngestServer } from './tcpServer.js';
import type { LinkStats } from './types.js';
import { UdpListener } from './udpListener.js';

export interface IngestOptions {
  /** ISPS_C37_UDP_PORT: UDP listener (0 = off; tests pass -1 for any free port) */
  udpPort: number;
  /** ISPS_C37_TCP_PORT: TCP server for devices that connect in (0 = off) */
  tcpPort: number;
  /** ISPS_C37_HOST: address the two listen on */
  host: string;
  /** ISPS_C37_MAX_PEERS: connections the TCP server holds at once */
  maxPeers: number;
  /** ISPS_C37_UDP_PEER_KB_PER_SECOND (× 1024): bytes one source address may send the UDP listener per second */
  udpPeerBytesPerSecond?: number;
  /** ISPS_C37_UDP_KB_PER_SECOND (× 1024): bytes all not yet trusted source addresses together may send per second */
  udpBytesPerSecond?: number;
  /** ISPS_C37_ACCEPT_PAST_SECONDS / ISPS_C37_ACCEPT_FUTURE_SECONDS: data stamped outside [now − past, now + future] is refused */
  acceptPastSeconds?: number;
  acceptFutureSeconds?: number;
  /** ISPS_C37_MAX_PMUS / ISPS_C37_MAX_CHANNELS: larger configurations are refused */
  maxPmus?: number;
  maxChannels?: number;
  /** clock (ms), injectable for tests */
  now?: () => number;
}

const RUNNING = 1;
const key = (e: DeviceEntry) => JSON.stringify([e.device.link, e.device.status]);

/**
 * Real devices: one link per running device with a transport. TCP-client links connect out;
 * UDP and TCP-server devices share one listener each and are found by IDCODE. Device changes
 * keep the links (and their counters) of devices whose transport did not change.
 */
export class Ingest {
  private links = new Map<string, { key: string; link: Link }>();
  private entries = new Map<string, DeviceEntry>();
  /** `${transport}:${idcode}` → device id, for the listeners */
  private byIdcode = new Map<string, string>();
  private readonly udp: UdpListener;
  private readonly tcp: TcpIngestServer;
  private readonly limits: IngestLimits;
  udpPort = 0;
  tcpPort = 0;

  /**
   * `onConfig`: a device's CFG asks for another data rate or phasor points than its record and
   * points have (the rows of its rings are at that rate, so the device record should follow).
   */
  constructor(
    private readonly wrdb: Wrdb,
    private readonly opts: IngestOptions,
    private readonly onConfig?: (deviceId: string, cfg: ConfigFrame, block: number) => void,
  ) {
    const d = DEFAULT_LIMITS;
    this.limits = {
      pastSeconds: opts.acceptPastSeconds ?? d.pastSeconds,
      futureSeconds: opts.acceptFutureSeconds ?? d.futureSeconds,
      maxPmus: opts.maxPmus ?? d.maxPmus,
      maxChannels: opts.maxChannels ?? d.maxChannels,
      now: opts.now ?? d.now,
    };
    this.udp = new UdpListener((id, addr) => this.route('udp', id, addr), opts.udpPeerBytesPerSecond, opts.udpBytesPerSecond);
    this.tcp = new TcpIngestServer((id, addr) => this.route('tcp-server', id, addr), { maxPeers: opts.maxPeers });
  }

  async start(): Promise<void> {
    if (this.opts.udpPort) this.udpPort = await this.udp.listen(Math.max(0, this.opts.udpPort), this.opts.host);
    if (this.opts.tcpPort) this.tcpPort = await this.tcp.listen(Math.max(0, this.opts.tcpPort), this.opts.host);
  }

  setDevices(entries: DeviceEntry[]): void {
    const next = new Map<string, { key: string; link: Link }>();
    this.entries = new Map(entries.map((e) => [e.device.id, e]));
    this.byIdcode = new Map();
    for (const e of entries) {
      const link = e.device.link;
      if (!link || e.device.status !== RUNNING) continue;
      const k = key(e);
      const have = this.links.get(e.device.id);
      if (have?.key === k) {
        next.set(e.device.id, have);
        if (link.transport !== 'tcp') this.byIdcode.set(`${link.transport}:${link.idcode}`, e.device.id);
        continue;
      }
      have?.link.stop();
      const id = e.device.id;
      if (link.transport !== 'tcp') this.byIdcode.set(`${link.transport}:${link.idcode}`, id);
      const current = () => this.entries.get(id);
      const onConfig = (cfg: ConfigFrame) => {
        const e = current();
        const block = blockOf(cfg, e?.device.link?.idcode ?? 0);
        if (e && !configMatches(e, cfg, block)) this.onConfig?.(id, cfg, block);
      };
      const l =
        link.transport === 'tcp' ? new TcpClientLink(current, this.wrdb, onConfig, this.limits) : new PassiveLink(current, this.wrdb, onConfig, this.limits);
      l.start();
      next.set(id, { key: k, link: l });
    }
    for (const [id, { link }] of this.links) if (!next.has(id)) link.stop();
    this.links = next;
  }

  private route(transport: 'udp' | 'tcp-server', idcode: number, address: string): PassiveLink | undefined {
    const id = this.byIdcode.get(`${transport}:${idcode}`);
    const d = id ? this.entries.get(id)?.device.link : undefined;
    if (!id || !d) return undefined;
    if (d.host && d.host !== address && `::ffff:${d.host}` !== address) return undefined;
    return this.links.get(id)?.link as PassiveLink | undefined;
  }

  /** frames and connections the listeners could not give to a device */
  listenerStats() {
    return { udp: this.udp.stats, tcp: this.tcp.stats };
  }

  /** the counters of a device's link, or undefined when it has none */
  status(deviceId: string): LinkStats | undefined {
    return this.links.get(deviceId)?.link.session.stats;
  }

  async stop(): Promise<void> {
    for (const { link } of this.links.values()) link.stop();
    this.links.clear();
    await Promise.all([this.udp.close(), this.tcp.close()]);
  }
}
