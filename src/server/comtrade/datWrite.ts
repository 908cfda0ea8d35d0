import { CRLF, real } from './cfgText.js';
import type { ComtradeRecord, FileType } from './types.js';

/**
 * Raw range and missing-value code of each data file type (clause 8): 16-bit and 32-bit two's
 * complement integers keep their most negative code for "missing"; ASCII keeps the 1999 range
 * (−99999..99998, 99999 = missing) so older readers read it too; FLOAT32 is IEEE 754 single, NaN = missing.
 */
export const RAW: Record<FileType, { max: number; missing: number }> = {
  ASCII: { max: 99998, missing: 99999 },
  BINARY: { max: 32767, missing: -32768 },
  BINARY32: { max: 2147483647, missing: -2147483648 },
  FLOAT32: { max: 3.402823e38, missing: NaN },
};
/** Timestamps a data file can hold: 10 digits in ASCII, an unsigned 32-bit word (0xFFFFFFFF = missing) in binary. */
export const MAX_TIMESTAMP: Record<FileType, number> = { ASCII: 9_999_999_999, BINARY: 0xfffffffe, BINARY32: 0xfffffffe, FLOAT32: 0xfffffffe };

/** Bytes of one binary row: n and timestamp (4 each), the analog values, the status words (16 channels a word). */
export const rowBytes = (ft: FileType, analogs: number, digitals: number) => 8 + analogs * (ft === 'BINARY' ? 2 : 4) + Math.ceil(digitals / 16) * 2;

/** The data file (clause 8): ASCII rows "n,timestamp,A1..Ak,D1..Dm" with CR/LF, or little-endian binary rows. */
export function writeDat(r: ComtradeRecord): Buffer {
  const s = r.samples;
  const { analog, digital } = s;
  if (r.ft === 'ASCII') {
    const parts: string[] = [];
    for (let i = 0; i < s.count; i++) {
      let line = `${s.n[i]},${Number.isNaN(s.timestamp[i]) ? '' : s.timestamp[i]}`;
      for (const a of analog) line += `,${Number.isNaN(a[i]) ? RAW.ASCII.missing : real(a[i])}`;
      for (const d of digital) line += `,${d[i]}`;
      parts.push(line + CRLF);
    }
    return Buffer.from(parts.join(''), 'latin1');
  }
  const size = rowBytes(r.ft, analog.length, digital.length);
  const buf = Buffer.alloc(size * s.count);
  const words = Math.ceil(digital.length / 16);
  for (let i = 0, o = 0; i < s.count; i++) {
    buf.writeUInt32LE(s.n[i], o);
    buf.writeUInt32LE(Number.isNaN(s.timestamp[i]) ? 0xffffffff : s.timestamp[i], o + 4);
    o += 8;
    for (const a of analog) {
      const v = a[i];
      if (r.ft === 'FLOAT32') buf.writeFloatLE(v, (o += 4) - 4);
      else if (r.ft === 'BINARY') buf.writeInt16LE(Number.isNaN(v) ? RAW.BINARY.missing : v, (o += 2) - 2);
      else buf.writeInt32LE(Number.isNaN(v) ? RAW.BINARY32.missing : v, (o += 4) - 4);
    }
    for (let w = 0; w < words; w++) {
      let word = 0;
      for (let k = 0; k < 16 && w * 16 + k < digital.length; k++) if (digital[w * 16 + k][i]) word |= 1 << k;
      buf.writeUInt16LE(word, (o += 2) - 2);
    }
  }
  return buf;
}
