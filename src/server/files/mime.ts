import { imageMime } from '../system/upload/sniff.js';

/** Types named by extension when the bytes do not tell; everything else is application/octet-stream. */
const BY_EXTENSION: Record<string, string> = {
  txt: 'text/plain',
  log: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  xml: 'application/xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
  cfg: 'text/plain',
  dat: 'application/octet-stream',
};

/** Types a browser may show inline: only those recognised from the bytes (a name alone never makes a file previewable). */
export const PREVIEWABLE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']);

export function typeOf(head: Buffer, name: string): string {
  const image = imageMime(head);
  if (image) return image;
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  const ext = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  const byName = BY_EXTENSION[ext] ?? 'application/octet-stream';
  // an extension may not claim a previewable type the bytes do not show
  return PREVIEWABLE.has(byName) ? 'application/octet-stream' : byName;
}

/** Control characters and path separators out (they have no place in a header or a saved file's name). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
export const cleanName = (s: string) => s.replace(/[\u0000-\u001f\u007f/\\]/g, '_').slice(0, 255) || 'file';
