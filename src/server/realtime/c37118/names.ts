import type { Reader, Writer } from './io.js';

/** ISO-8859-1 as it is (TextDecoder's 'latin1' is windows-1252, which maps 0x80–0x9F elsewhere). */
export const latin1 = (b: Uint8Array): string => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('latin1');

const trim = (s: string) => s.replace(/[\s\0]+$/, '');

/** A name as received: the text, and the bytes when writing the text back would not give them. */
export interface Name {
  text: string;
  raw?: Uint8Array;
}

/** A fixed 16-byte CFG-1/2 name: trailing spaces and NULs dropped; bytes kept unless space padding gives them back. */
export function readName16(r: Reader): Name {
  const b = r.bytes(16);
  const text = trim(latin1(b));
  for (let i = 0; i < 16; i++) if (b[i] !== (i < text.length ? text.charCodeAt(i) : 0x20)) return { text, raw: b.slice() };
  return { text };
}

/** Writes the bytes received for a name while it is unchanged, else the text space padded. */
export function writeName16(w: Writer, text: string, raw?: Uint8Array): void {
  if (raw?.length === 16 && trim(latin1(raw)) === text) w.bytes(raw);
  else w.text(text, 16);
}

const utf8 = new TextDecoder();
const enc = new TextEncoder();

/** A CFG-3 name (length byte, UTF-8); bytes kept when they are not what encoding the text gives (invalid UTF-8). */
export function readName3(r: Reader): Name {
  const b = r.bytes(r.u8());
  const text = utf8.decode(b);
  const back = enc.encode(text);
  return back.length === b.length && back.every((x, i) => x === b[i]) ? { text } : { text, raw: b.slice() };
}

export function writeName3(w: Writer, text: string, raw?: Uint8Array): void {
  const b = raw && utf8.decode(raw) === text ? raw : enc.encode(text).subarray(0, 255);
  w.u8(b.length);
  w.bytes(b);
}

/** The name's fields of a channel or station: `{ name }` and its bytes only when they must be kept. */
export const named = (n: Name) => (n.raw ? { name: n.text, nameBytes: n.raw } : { name: n.text });

/** Digital channel bit names, with the bytes of those that must be kept (sparse). */
export function bitNames(ns: Name[]): { names: string[]; nameBytes?: (Uint8Array | undefined)[] } {
  const names = ns.map((n) => n.text);
  return ns.some((n) => n.raw) ? { names, nameBytes: ns.map((n) => n.raw) } : { names };
}
