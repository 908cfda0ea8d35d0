import yazl from 'yazl';
import { CRLF, writeCfg } from './cfgText.js';
import { writeDat } from './datWrite.js';
import type { ComtradeFiles, ComtradeRecord } from './types.js';

/** Text files: ASCII as the standard asks; a name outside ASCII (a Chinese device name in the .hdr) as UTF-8, which the 2013 revision reads. */
const text = (s: string) => Buffer.from(s, 'utf8');
const lined = (s: string) => (s && !s.endsWith('\n') ? s + CRLF : s);

/** The recording as its separate files. */
export function toFiles(r: ComtradeRecord): ComtradeFiles {
  return { cfg: text(writeCfg(r)), dat: writeDat(r), hdr: text(lined(r.hdr)), inf: text(lined(r.inf)) };
}

/** The single-file form (clause 9): CFG, INF, HDR and DAT sections, each after its "--- file type: … ---" line; a binary DAT says its byte count. */
export function toCff(r: ComtradeRecord): Buffer {
  const f = toFiles(r);
  const head = (s: string) => text(`--- file type: ${s} ---${CRLF}`);
  const dat = r.ft === 'ASCII' ? head('DAT ASCII') : head(`DAT BINARY: ${f.dat.length}`);
  return Buffer.concat([head('CFG'), f.cfg, head('INF'), f.inf, head('HDR'), f.hdr, dat, f.dat]);
}

/** .cfg + .dat (+ .hdr / .inf when not empty) in a zip; entries dated by the recording so the same recording gives the same bytes. */
export async function toZip(r: ComtradeRecord, base: string): Promise<Buffer> {
  const f = toFiles(r);
  const zip = new yazl.ZipFile();
  const mtime = new Date(r.start.clock * 1000);
  zip.addBuffer(f.cfg, `${base}.cfg`, { mtime });
  zip.addBuffer(f.dat, `${base}.dat`, { mtime });
  if (f.hdr.length) zip.addBuffer(f.hdr, `${base}.hdr`, { mtime });
  if (f.inf.length) zip.addBuffer(f.inf, `${base}.inf`, { mtime });
  zip.end();
  const parts: Buffer[] = [];
  for await (const c of zip.outputStream) parts.push(c as Buffer);
  return Buffer.concat(parts);
}
