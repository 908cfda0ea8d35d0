import yauzl from 'yauzl';
import { badRequest } from '../http/errors.js';
import { decodeText, minutesOf, parseCfg } from './parseCfg.js';
import { parseDat } from './parseDat.js';
import { LIMITS, type ComtradeFiles, type ComtradeRecord } from './types.js';

const HEADER = /--- file type: (CFG|INF|HDR|DAT)(?:[ \t]+(ASCII|BINARY|BINARY32|FLOAT32))?(?:[ \t]*:[ \t]*(\d+))?[ \t]*---[ \t]*\r?\n/gi;

/** The sections of a .cff (clause 9): text up to the next section line; a binary DAT exactly its byte count. */
export function splitCff(b: Buffer): ComtradeFiles {
  const s = b.toString('latin1'); // one char per byte: offsets in the string are offsets in the buffer
  const out: Partial<Record<'cfg' | 'dat' | 'hdr' | 'inf', Buffer>> = {};
  HEADER.lastIndex = 0;
  let m = HEADER.exec(s);
  if (!m || s.slice(0, m.index).trim() !== '') throw badRequest('不是 COMTRADE .cff 文件：开头应为 "--- file type: CFG ---"', 'file');
  while (m) {
    const kind = m[1].toLowerCase() as 'cfg' | 'dat' | 'hdr' | 'inf';
    const from = m.index + m[0].length;
    if (kind === 'dat' && m[2] && m[2].toUpperCase() !== 'ASCII') {
      if (!m[3]) throw badRequest('.cff 的二进制 DAT 段缺少字节数（--- file type: DAT BINARY: <字节数> ---）', 'file');
      const n = Number(m[3]);
      if (from + n > b.length) throw badRequest(`.cff 的 DAT 段说有 ${n} 字节，文件只剩 ${b.length - from} 字节`, 'file');
      out.dat = b.subarray(from, from + n);
      HEADER.lastIndex = from + n;
      m = HEADER.exec(s);
      continue;
    }
    const after = HEADER.exec(s);
    out[kind] = b.subarray(from, after ? after.index : b.length);
    m = after;
  }
  if (!out.cfg) throw badRequest('.cff 中没有 CFG 段', 'file');
  if (!out.dat) throw badRequest('.cff 中没有 DAT 段', 'file');
  return { cfg: out.cfg, dat: out.dat, hdr: out.hdr ?? Buffer.alloc(0), inf: out.inf ?? Buffer.alloc(0) };
}

/** .cfg, .dat, .hdr and .inf of a zip (the first of each; at most 16 entries, LIMITS.bytes unpacked). */
export async function unzipComtrade(b: Buffer): Promise<ComtradeFiles> {
  const zip = await new Promise<yauzl.ZipFile>((ok, fail) =>
    yauzl.fromBuffer(b, { lazyEntries: true }, (err, z) => (err || !z ? fail(badRequest('zip 文件无法打开', 'file')) : ok(z))),
  );
  const found: Partial<Record<string, Buffer>> = {};
  let entries = 0,
    bytes = 0;
  try {
    await new Promise<void>((ok, fail) => {
      zip.on('entry', (e: yauzl.Entry) => {
        const ext = /\.(cfg|dat|hdr|inf)$/i.exec(e.fileName)?.[1]?.toLowerCase();
        if (++entries > 16) return fail(badRequest('zip 中的文件超过 16 个', 'file'));
        if (!ext || found[ext]) return zip.readEntry();
        bytes += e.uncompressedSize;
        if (bytes > LIMITS.bytes) return fail(badRequest(`zip 解压后超过 ${LIMITS.bytes / 1024 / 1024} MB`, 'file'));
        zip.openReadStream(e, (err, stream) => {
          if (err || !stream) return fail(badRequest(`zip 中的 ${e.fileName} 无法读取`, 'file'));
          const parts: Buffer[] = [];
          stream.on('data', (c: Buffer) => parts.push(c));
          stream.on('error', () => fail(badRequest(`zip 中的 ${e.fileName} 已损坏`, 'file')));
          stream.on('end', () => {
            found[ext] = Buffer.concat(parts);
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => ok());
      zip.on('error', () => fail(badRequest('zip 文件已损坏', 'file')));
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  if (!found.cfg || !found.dat) throw badRequest('zip 中应有一对 .cfg 和 .dat 文件', 'file');
  return { cfg: found.cfg, dat: found.dat, hdr: found.hdr ?? Buffer.alloc(0), inf: found.inf ?? Buffer.alloc(0) };
}

/** A recording from its files: the cfg read and checked, then the data file against it. */
export function parseComtrade(f: ComtradeFiles): ComtradeRecord {
  const { total, ...cfg } = parseCfg(decodeText(f.cfg));
  const samples = parseDat({ ...cfg, total }, f.dat);
  return { ...cfg, hdr: decodeText(f.hdr), inf: decodeText(f.inf), samples };
}

/** Unix seconds of the written clock: its time code says how far it is from UTC; without one (before 2013) it is the server's local time. */
export function unixOf(r: ComtradeRecord, clock: number): number {
  const code = r.timeCode ? minutesOf(r.timeCode) : null;
  if (code !== null) return clock - code * 60;
  return clock + new Date(clock * 1000).getTimezoneOffset() * 60;
}

/** Unix seconds of every sample: from the sampling rates when the cfg has them, else from the timestamps (× timemult, in µs or ns). */
export function sampleTimes(r: ComtradeRecord): Float64Array {
  const base = r.start.frac.length > 6 ? 1e-9 : 1e-6;
  const t0 = unixOf(r, r.start.clock);
  const frac = Number(`0.${r.start.frac || '0'}`);
  const s = r.samples;
  const out = new Float64Array(s.count);
  if (r.rates.length) {
    let seg = 0,
      segStart = 0,
      segTime = 0;
    for (let i = 0; i < s.count; i++) {
      while (seg < r.rates.length - 1 && i >= r.rates[seg].endsamp) {
        segTime += (r.rates[seg].endsamp - segStart) / r.rates[seg].samp;
        segStart = r.rates[seg].endsamp;
        seg++;
      }
      out[i] = t0 + (frac + segTime + (i - segStart) / r.rates[seg].samp);
    }
    return out;
  }
  for (let i = 0; i < s.count; i++) {
    if (Number.isNaN(s.timestamp[i])) throw badRequest(`COMTRADE 数据文件第 ${i + 1} 个采样没有时标，而配置文件没有固定采样率`, 'file');
    out[i] = t0 + (frac + s.timestamp[i] * r.timemult * base);
  }
  return out;
}
