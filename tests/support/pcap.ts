/**
 * A small reader for classic little-endian pcap files of Ethernet/IPv4 traffic (what the C37.118
 * captures are): UDP datagrams as they are, TCP payloads reassembled per direction by sequence
 * number (retransmissions dropped).
 */
export interface Flow {
  key: string;
  proto: 'tcp' | 'udp';
  /** UDP: one payload per datagram; TCP: the reassembled stream, one entry per gap-free stretch */
  payloads: Uint8Array[];
  /** TCP bytes the capture missed (each starts a new payload) */
  gaps: number;
}

export function readPcap(file: Uint8Array): Flow[] {
  const v = new DataView(file.buffer, file.byteOffset, file.byteLength);
  if (v.getUint32(0, true) !== 0xa1b2c3d4) throw new Error('not a little-endian microsecond pcap');
  if (v.getUint32(20, true) !== 1) throw new Error('link type is not Ethernet');
  const flows = new Map<string, Flow & { next?: number; parts: Uint8Array[] }>();
  const open = (key: string, proto: 'tcp' | 'udp') => flows.get(key) ?? flows.set(key, { key, proto, payloads: [], parts: [], gaps: 0 }).get(key)!;
  for (let pos = 24; pos + 16 <= file.length;) {
    const incl = v.getUint32(pos + 8, true);
    const pkt = file.subarray(pos + 16, pos + 16 + incl);
    pos += 16 + incl;
    let off = 12;
    let etherType = (pkt[off] << 8) | pkt[off + 1];
    if (etherType === 0x8100) {
      off += 4;
      etherType = (pkt[off] << 8) | pkt[off + 1];
    }
    if (etherType !== 0x0800) continue;
    const ip = off + 2;
    const ihl = (pkt[ip] & 15) * 4;
    const total = (pkt[ip + 2] << 8) | pkt[ip + 3];
    const proto = pkt[ip + 9];
    const src = pkt.subarray(ip + 12, ip + 16).join('.');
    const dst = pkt.subarray(ip + 16, ip + 20).join('.');
    const l4 = ip + ihl;
    const sport = (pkt[l4] << 8) | pkt[l4 + 1];
    const dport = (pkt[l4 + 2] << 8) | pkt[l4 + 3];
    const key = `${src}:${sport}>${dst}:${dport}`;
    if (proto === 17) {
      const len = (pkt[l4 + 4] << 8) | pkt[l4 + 5];
      const f = open(key, 'udp');
      f.payloads.push(pkt.slice(l4 + 8, l4 + len));
    } else if (proto === 6) {
      const seq = new DataView(pkt.buffer, pkt.byteOffset + l4 + 4, 4).getUint32(0);
      const flags = pkt[l4 + 13];
      const doff = (pkt[l4 + 12] >> 4) * 4;
      const data = pkt.slice(l4 + doff, ip + total);
      const f = open(key, 'tcp');
      if (f.next === undefined || flags & 2) f.next = (seq + (flags & 2 ? 1 : 0)) >>> 0;
      if (!data.length) continue;
      const d = (seq - f.next) | 0;
      if (d + data.length <= 0) continue; // retransmitted
      if (d > 0) {
        f.payloads.push(new Uint8Array(Buffer.concat(f.parts)));
        f.parts = [];
        f.gaps++;
      } // lost from the capture: a new segment
      f.parts.push(d > 0 ? data : data.subarray(-d));
      f.next = (seq + data.length) >>> 0;
    }
  }
  return [...flows.values()].map(({ key, proto, payloads, parts, gaps }) => ({
    key,
    proto,
    gaps,
    payloads: proto === 'udp' ? payloads : [...payloads, new Uint8Array(Buffer.concat(parts))],
  }));
}
