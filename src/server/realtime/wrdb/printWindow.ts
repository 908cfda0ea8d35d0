import { rowsBytes, writeRows } from './jsonBytes.js';
import { BLOCK_ROWS, PrintCache, printBudget } from './printCache.js';
import type { Ring } from './ring.js';

const OPEN = 91;
const CLOSE = 93;
const COMMA = 44;

/** Rows [lo, hi] of the ring printed into `buf` at `pos` straight from its storage (no copy). */
function printRows(ring: Ring, lo: number, hi: number, buf: Buffer, pos: number, decimals: number): number {
  const w = ring.width;
  const [a, b] = ring.view(lo, hi);
  pos = writeRows(buf, pos, a, 0, a.length, w, decimals);
  if (b) {
    buf[pos++] = COMMA;
    pos = writeRows(buf, pos, b, 0, b.length, w, decimals);
  }
  return pos;
}

/** One whole block's text, from the ring's cache or printed now and kept (when `keep`). */
function blockText(ring: Ring, cache: PrintCache, block: number, keep: boolean): Buffer | undefined {
  let text = cache.get(block);
  if (!text && keep) {
    const lo = block * BLOCK_ROWS;
    const tmp = Buffer.allocUnsafe(rowsBytes(BLOCK_ROWS * ring.width, ring.width));
    text = Buffer.from(tmp.subarray(0, printRows(ring, lo, lo + BLOCK_ROWS - 1, tmp, 0, cache.decimals)));
    cache.set(block, text);
  }
  return text;
}

/**
 * Rows [lo, hi] (absolute, inside what the ring holds; lo > hi for none) as `head`'s parts + JSON array +
 * `tail` in bytes, as jsonBytes prints them: whole blocks come from the ring's print cache, the
 * partial blocks at both ends are printed now.
 */
export function printWindow(ring: Ring, lo: number, hi: number, decimals: number, head: readonly (Buffer | string)[], tail: string): Buffer {
  const w = ring.width;
  const cache = ring.printed?.decimals === decimals ? ring.printed : (ring.printed = new PrintCache(w, decimals, printBudget(ring.rate, w)));
  const parts: (Buffer | [number, number])[] = [];
  let size = Buffer.byteLength(tail) + 2;
  for (const h of head) size += typeof h === 'string' ? Buffer.byteLength(h) : h.length;
  const keep = cache.holds((hi - lo + 1) * w);
  for (let from = lo; from <= hi;) {
    const block = Math.floor(from / BLOCK_ROWS);
    const end = Math.min(hi, (block + 1) * BLOCK_ROWS - 1);
    const text = from === block * BLOCK_ROWS && end === from + BLOCK_ROWS - 1 ? blockText(ring, cache, block, keep) : undefined;
    if (text) {
      parts.push(text);
      size += text.length + 1;
    } else {
      parts.push([from, end]);
      size += rowsBytes((end - from + 1) * w, w) + 1;
    }
    from = end + 1;
  }
  const [buf, start] = room(size);
  let pos = start;
  for (const h of head) pos += typeof h === 'string' ? buf.write(h, pos, 'utf8') : h.copy(buf, pos);
  buf[pos++] = OPEN;
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) buf[pos++] = COMMA;
    const p = parts[i];
    pos = Buffer.isBuffer(p) ? pos + p.copy(buf, pos) : printRows(ring, p[0], p[1], buf, pos, decimals);
  }
  buf[pos++] = CLOSE;
  pos += buf.write(tail, pos, 'utf8');
  if (buf === slab) used = (pos + 7) & ~7;
  return buf.subarray(start, pos);
}

/**
 * Answers are cut from shared slabs, as Node's own pool does below 4 KB: a 10 s window is ~10 KB,
 * and a fresh ArrayBuffer per poll is memory outside the heap that the garbage collector has to
 * account for and free one by one. A slab goes when its last answer has been written and dropped.
 * Small, because an answer a slow reader leaves queued keeps its whole slab: at most 64 KB each.
 */
// Answers are cut from slabs and never given back: reusing an answer's bytes once the socket "took
// them whole" let a pipelined reader receive another answer's bytes (a queued response still held them).
const SLAB_BYTES = 64 * 1024;
let slab = Buffer.allocUnsafeSlow(0);
let used = 0;

/** a buffer with `size` bytes free at the offset returned (printWindow then moves `used` past what it wrote) */
function room(size: number): [Buffer, number] {
  if (size > SLAB_BYTES / 2) return [Buffer.allocUnsafe(size), 0];
  if (used + size > slab.length) {
    slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
    used = 0;
  }
  return [slab, used];
}
