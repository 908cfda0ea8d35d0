/** The encodings text files come in here: UTF-8 (with or without BOM), UTF-16 with BOM, else GB18030 (GBK's superset). */
export function detectEncoding(head: Buffer): 'utf-8' | 'utf-16le' | 'utf-16be' | 'gb18030' {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  try {
    // a multi-byte character cut at the end of the sample is not an error
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, lastWhole(head)));
    return 'utf-8';
  } catch {
    return 'gb18030';
  }
}

/** Length up to the last complete UTF-8 character. */
function lastWhole(b: Buffer): number {
  let i = b.length;
  let back = 0;
  while (i > 0 && back < 4 && (b[i - 1] & 0xc0) === 0x80) {
    i--;
    back++;
  }
  if (i > 0 && b[i - 1] >= 0xc0) return i - 1;
  return b.length;
}

export const decodeText = (b: Buffer, encoding: string) => new TextDecoder(encoding).decode(b);
