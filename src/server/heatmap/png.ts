import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(zlib.crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * An 8-bit indexed PNG (colour type 3): one byte per pixel into a palette of up to 256 RGBA
 * entries (PLTE + tRNS). The heat image has at most 256 colours (one per intensity level), so
 * this is lossless and deflates a quarter of the bytes an RGBA image would — 4× less work than
 * pngjs or sharp on the same picture, and a smaller answer. Rows are unfiltered (filter 0).
 */
export function encodeIndexedPng(index: Uint8Array, w: number, h: number, rgba: Uint8Array, level = 1): Buffer {
  const n = rgba.length / 4;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 3; // indexed colour
  const plte = Buffer.alloc(n * 3);
  const trns = Buffer.alloc(n);
  for (let i = 0; i < n; i++) {
    plte[i * 3] = rgba[i * 4];
    plte[i * 3 + 1] = rgba[i * 4 + 1];
    plte[i * 3 + 2] = rgba[i * 4 + 2];
    trns[i] = rgba[i * 4 + 3];
  }
  const raw = Buffer.alloc(h * (w + 1)); // each row: filter byte 0, then its indices
  for (let y = 0; y < h; y++) raw.set(index.subarray(y * w, (y + 1) * w), y * (w + 1) + 1);
  const idat = zlib.deflateSync(raw, { level });
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('PLTE', plte), chunk('tRNS', trns), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}
