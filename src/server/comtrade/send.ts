import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { fileAnswer } from '#shared/contract/binary.js';
import { contentDisposition } from '../http/contentDisposition.js';
import { toCff, toZip } from './files.js';
import type { ComtradeRecord, FileType } from './types.js';

/** The query fields every COMTRADE download takes: the data file type and one .cff or a zip of .cfg + .dat. */
export const zFormat = z.enum(['ascii', 'binary', 'binary32', 'float32'], { error: 'format 须为 ascii、binary、binary32 或 float32' }).default('binary32');
export const zPack = z.enum(['zip', 'cff'], { error: 'pack 须为 zip 或 cff' }).default('cff');
/** What sendComtrade answers, as a route's response schema. */
export const comtradeAnswer = fileAnswer('COMTRADE: one .cff, or .cfg + .dat in a zip', 'application/octet-stream', 'application/zip');
export const fileTypeOf = (f: z.infer<typeof zFormat>) => f.toUpperCase() as FileType;

/** A file name from the recording: letters, digits, - and _ only, dated by its first sample (UTC). */
export function baseName(r: ComtradeRecord, prefix: string): string {
  const d = new Date(r.start.clock * 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '');
  return `${prefix.replace(/[^\p{L}\p{N}_-]+/gu, '_').slice(0, 60) || 'comtrade'}_${d}`;
}

/** Sends the recording as a download: .cff or .zip. */
export async function sendComtrade(reply: FastifyReply, r: ComtradeRecord, base: string, pack: 'zip' | 'cff') {
  const body = pack === 'cff' ? toCff(r) : await toZip(r, base);
  return reply
    .type(pack === 'cff' ? 'application/octet-stream' : 'application/zip')
    .headers({ 'content-disposition': contentDisposition('attachment', `${base}.${pack}`), 'x-content-type-options': 'nosniff' })
    .send(body);
}
