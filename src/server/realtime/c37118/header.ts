import { beginFrame, closeFrame } from './common.js';
import type { Reader } from './io.js';
import { latin1 } from './names.js';
import type { Common, HeaderFrame } from './types.js';

/** Header frame: free ASCII text about the stream. */
export const readHeader = (common: Common, r: Reader): HeaderFrame => ({ ...common, kind: 'header', text: latin1(r.bytes(r.end - r.pos)) });

export function writeHeader(h: HeaderFrame): Uint8Array {
  const w = beginFrame('header', h);
  w.text(h.text, h.text.length);
  return closeFrame(w);
}
