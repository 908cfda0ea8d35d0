import { beginFrame, closeFrame } from './common.js';
import type { Reader } from './io.js';
import type { Common, HeaderFrame } from './types.js';

const latin1 = new TextDecoder('latin1');

/** Header frame: free ASCII text about the stream. */
export const readHeader = (common: Common, r: Reader): HeaderFrame => ({ ...common, kind: 'header', text: latin1.decode(r.bytes(r.end - r.pos)) });

export function writeHeader(h: HeaderFrame): Uint8Array {
  const w = beginFrame('header', h);
  w.text(h.text, h.text.length);
  return closeFrame(w);
}
