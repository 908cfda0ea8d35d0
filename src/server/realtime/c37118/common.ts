import { crcCcitt } from './crc.js';
import { FrameError, Reader, Writer } from './io.js';
import { FRAME, type Common, type FrameKind } from './types.js';

export const SYNC_BYTE = 0xaa;
/** SYNC, FRAMESIZE, IDCODE, SOC, FRACSEC */
export const COMMON_SIZE = 14;
/** smallest frame: the common fields and CHK */
export const MIN_FRAME = COMMON_SIZE + 2;

const KINDS = Object.fromEntries(Object.entries(FRAME).map(([k, v]) => [v, k])) as Record<number, FrameKind>;

/** Frame kind from the second SYNC byte, or undefined for a reserved code. */
export const kindOf = (sync2: number): FrameKind | undefined => (sync2 & 0x80 ? undefined : KINDS[(sync2 >> 4) & 7]);

/**
 * Checks SYNC, FRAMESIZE and CHK of the frame at buf[0..] and reads the common fields.
 * The returned reader stands after them, its end before CHK.
 */
export function openFrame(buf: Uint8Array): { kind: FrameKind; common: Common; r: Reader } {
  if (buf.length < MIN_FRAME) throw new FrameError('truncated', `frame of ${buf.length} bytes is shorter than ${MIN_FRAME}`);
  if (buf[0] !== SYNC_BYTE) throw new FrameError('sync', 'frame does not start with 0xAA');
  const kind = kindOf(buf[1]);
  if (!kind) throw new FrameError('type', `reserved frame type ${(buf[1] >> 4) & 7}`);
  const size = (buf[2] << 8) | buf[3];
  if (size < MIN_FRAME) throw new FrameError('size', `FRAMESIZE ${size} is below ${MIN_FRAME}`);
  if (size > buf.length) throw new FrameError('truncated', `FRAMESIZE ${size} but ${buf.length} bytes`);
  const chk = (buf[size - 2] << 8) | buf[size - 1];
  if (crcCcitt(buf, 0, size - 2) !== chk) throw new FrameError('crc', 'CHK does not match the frame');
  const r = new Reader(buf, 4, size - 2);
  const idcode = r.u16();
  const soc = r.u32();
  const fs = r.u32();
  return { kind, common: { version: buf[1] & 0x0f, idcode, soc, fracsec: fs & 0xffffff, timeQuality: fs >>> 24 }, r };
}

/** Writes the common fields; closeFrame fills FRAMESIZE and CHK. */
export function beginFrame(kind: FrameKind, c: Common): Writer {
  const w = new Writer();
  w.u8(SYNC_BYTE);
  w.u8((FRAME[kind] << 4) | (c.version & 0x0f));
  w.u16(0);
  w.u16(c.idcode);
  w.u32(c.soc);
  w.u32(((c.timeQuality & 0xff) << 24) | (c.fracsec & 0xffffff));
  return w;
}

export function closeFrame(w: Writer): Uint8Array {
  const size = w.pos + 2;
  if (size > 0xffff) throw new FrameError('size', `frame of ${size} bytes exceeds 65,535`);
  w.setU16(2, size);
  const out = w.result();
  const framed = new Uint8Array(size);
  framed.set(out);
  const crc = crcCcitt(framed, 0, size - 2);
  framed[size - 2] = crc >> 8;
  framed[size - 1] = crc & 0xff;
  return framed;
}

/** The body must be consumed exactly: a frame whose FRAMESIZE disagrees with its content is refused. */
export function expectEnd(r: Reader): void {
  if (r.pos !== r.end) throw new FrameError('layout', `${r.end - r.pos} bytes left over in the frame body`);
}
