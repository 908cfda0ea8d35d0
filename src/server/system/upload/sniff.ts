/** Image types an upload may carry, recognised by their first bytes (the client's file name and MIME type are not trusted). */
const SIGNATURES: { mime: string; label: string; extensions: string[]; test: (b: Buffer) => boolean }[] = [
  { mime: 'image/png', label: 'PNG', extensions: ['png'], test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/jpeg', label: 'JPEG', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'], test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/gif', label: 'GIF', extensions: ['gif'], test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    mime: 'image/webp',
    label: 'WebP',
    extensions: ['webp'],
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** Bytes the signatures need. */
export const SNIFF_BYTES = 12;

export function imageMime(b: Buffer): string | null {
  return SIGNATURES.find((s) => b.length >= SNIFF_BYTES && s.test(b))?.mime ?? null;
}

/**
 * Null when the name fits the content, else why not: a name with an extension must carry one of the
 * sniffed type's (a GIF named .png, a PNG named .html are refused); a name without one is taken as is.
 */
export function nameMismatch(name: string, mime: string): string | null {
  const ext = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase();
  const sig = SIGNATURES.find((s) => s.mime === mime)!;
  return !ext || sig.extensions.includes(ext) ? null : `文件内容是 ${sig.label} 图片，与扩展名 .${ext} 不符`;
}
