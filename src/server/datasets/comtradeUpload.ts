import fs from 'node:fs/promises';
import { parseComtrade, splitCff, unzipComtrade } from '../comtrade/parse.js';
import { LIMITS, type ComtradeFiles, type ComtradeRecord } from '../comtrade/types.js';
import { badRequest } from '../http/errors.js';
import type { ReceivedFile } from '../system/upload/types.js';

const extOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Whether an upload is a COMTRADE recording: one .cff, .zip or .cfg, or several files (a .cfg with its .dat); a lone .dat stays a text file. */
export const isComtrade = (files: ReceivedFile[]) => files.length > 1 || ['cff', 'zip', 'cfg'].includes(extOf(files[0].name));

/**
 * The recording of a COMTRADE upload, read and checked in the request (a bad file is a 400 naming
 * what is wrong, nothing stored), and the text the text check shows: the cfg, inf and hdr, and an
 * ASCII data file (a binary one is shown by the browse and curve checks instead).
 */
export async function readComtradeUpload(files: ReceivedFile[]): Promise<{ rec: ComtradeRecord; text: Buffer; name: string }> {
  const total = files.reduce((n, f) => n + f.size, 0);
  if (total > LIMITS.bytes) throw badRequest(`COMTRADE 文件共 ${Math.round(total / 1024 / 1024)} MB，超过上限 ${LIMITS.bytes / 1024 / 1024} MB`, 'file');
  const byExt = new Map(files.map((f) => [extOf(f.name), f]));
  if (byExt.size !== files.length) throw badRequest('同一种文件只能上传一个（.cfg、.dat、.hdr、.inf 各一个）', 'file');
  const read = async (e: string) => (byExt.has(e) ? fs.readFile(byExt.get(e)!.path) : Buffer.alloc(0));
  let parts: ComtradeFiles;
  const main = files.find((f) => ['cff', 'zip', 'cfg'].includes(extOf(f.name)));
  if (!main) throw badRequest('COMTRADE 上传应为一个 .cff、一个 .zip，或一对 .cfg 和 .dat', 'file');
  const ext = extOf(main.name);
  if (ext !== 'cfg' && files.length > 1) throw badRequest(`.${ext} 应单独上传`, 'file');
  if (ext === 'cff') parts = splitCff(await read('cff'));
  else if (ext === 'zip') parts = await unzipComtrade(await read('zip'));
  else {
    if (!byExt.has('dat')) throw badRequest('缺少与 .cfg 配对的 .dat 文件（请同时选择两个文件，或上传 .cff / .zip）', 'file');
    const unknown = files.find((f) => !['cfg', 'dat', 'hdr', 'inf'].includes(extOf(f.name)));
    if (unknown) throw badRequest(`${unknown.name} 不是 COMTRADE 文件（.cfg、.dat、.hdr、.inf）`, 'file');
    parts = { cfg: await read('cfg'), dat: await read('dat'), hdr: await read('hdr'), inf: await read('inf') };
  }
  const rec = parseComtrade(parts);
  if (!rec.samples.count) throw badRequest('COMTRADE 数据文件没有采样', 'file');
  if (!rec.analogs.length && !rec.digitals.length) throw badRequest('COMTRADE 配置文件没有通道', 'file');
  const head = (s: string) => Buffer.from(`--- file type: ${s} ---\r\n`);
  const dat =
    rec.ft === 'ASCII'
      ? [head('DAT ASCII'), parts.dat]
      : [head(`DAT ${rec.ft}: ${parts.dat.length}`), Buffer.from(`(${parts.dat.length} bytes of binary samples)\r\n`)];
  const text = Buffer.concat([head('CFG'), parts.cfg, head('INF'), parts.inf, head('HDR'), parts.hdr, ...dat]);
  return { rec, text, name: main.name };
}
