import { badRequest } from '../http/errors.js';
import { RAW, rowBytes } from './datWrite.js';
import type { CfgPart } from './parseCfg.js';
import { LIMITS, type ComtradeSamples } from './types.js';

/** DOS end-of-file characters (0x1A) some recorders leave after the text. */
const SUB_TAIL = new RegExp(`${String.fromCharCode(0x1a)}+\\s*$`);

const bad = (what: string) => badRequest(`COMTRADE 数据文件 (.dat)：${what}`, 'file');

function empty(count: number, analogs: number, digitals: number): ComtradeSamples {
  if (count > LIMITS.samples || count * (analogs + digitals) > LIMITS.values)
    throw bad(`采样过多（上限每通道 ${LIMITS.samples} 个、共 ${LIMITS.values} 个值）`);
  return {
    count,
    n: new Float64Array(count),
    timestamp: new Float64Array(count),
    analog: Array.from({ length: analogs }, () => new Float64Array(count)),
    digital: Array.from({ length: digitals }, () => new Uint8Array(count)),
  };
}

/** ASCII rows "n,timestamp,A1..Ak,D1..Dm" (clause 8.4); a blank value, or 99999 outside the channel's range, is missing. */
function parseAscii(cfg: CfgPart, dat: Buffer): ComtradeSamples {
  const na = cfg.analogs.length;
  const nd = cfg.digitals.length;
  const lines = dat.toString('latin1').replace(SUB_TAIL, '').split(/\r?\n/);
  while (lines.length && lines[lines.length - 1].trim() === '') lines.pop();
  if (lines.length < cfg.total) throw bad(`只有 ${lines.length} 行，配置文件说有 ${cfg.total} 个采样`);
  const count = cfg.total || lines.length;
  const s = empty(count, na, nd);
  const missing99999 = cfg.analogs.map((c) => c.max < RAW.ASCII.missing);
  for (let i = 0; i < count; i++) {
    const f = lines[i].split(',');
    if (f.length !== 2 + na + nd) throw bad(`第 ${i + 1} 行有 ${f.length} 个字段，应为 ${2 + na + nd} 个（序号、时标、${na} 个模拟量、${nd} 个状态量）`);
    const n = Number(f[0]);
    if (!Number.isInteger(n) || f[0].trim() === '') throw bad(`第 ${i + 1} 行的采样序号不是整数`);
    s.n[i] = n;
    s.timestamp[i] = f[1].trim() === '' ? NaN : Number(f[1]);
    if (Number.isNaN(s.timestamp[i]) && f[1].trim() !== '') throw bad(`第 ${i + 1} 行的时标不是数字`);
    for (let k = 0; k < na; k++) {
      const t = f[2 + k].trim();
      const v = t === '' ? NaN : Number(t);
      if (t !== '' && !Number.isFinite(v)) throw bad(`第 ${i + 1} 行第 ${k + 1} 个模拟通道不是数字："${t.slice(0, 16)}"`);
      s.analog[k][i] = missing99999[k] && v === RAW.ASCII.missing ? NaN : v;
    }
    for (let k = 0; k < nd; k++) {
      const t = f[2 + na + k].trim();
      if (t !== '0' && t !== '1') throw bad(`第 ${i + 1} 行第 ${k + 1} 个状态通道应为 0 或 1`);
      s.digital[k][i] = t === '1' ? 1 : 0;
    }
  }
  return s;
}

/** Little-endian binary rows (clause 8.5–8.7); the type's most negative code (NaN for FLOAT32) is missing, timestamp 0xFFFFFFFF too. */
function parseBinary(cfg: CfgPart, dat: Buffer): ComtradeSamples {
  const na = cfg.analogs.length;
  const nd = cfg.digitals.length;
  const size = rowBytes(cfg.ft, na, nd);
  const rows = Math.floor(dat.length / size);
  if (rows < cfg.total) throw bad(`${dat.length} 字节只够 ${rows} 个采样（每个 ${size} 字节），配置文件说有 ${cfg.total} 个`);
  const count = cfg.total || rows;
  const s = empty(count, na, nd);
  const missing = RAW[cfg.ft].missing;
  for (let i = 0, o = 0; i < count; i++) {
    s.n[i] = dat.readUInt32LE(o);
    const ts = dat.readUInt32LE(o + 4);
    s.timestamp[i] = ts === 0xffffffff ? NaN : ts;
    o += 8;
    for (let k = 0; k < na; k++) {
      let v: number;
      if (cfg.ft === 'BINARY') v = dat.readInt16LE((o += 2) - 2);
      else if (cfg.ft === 'BINARY32') v = dat.readInt32LE((o += 4) - 4);
      else v = dat.readFloatLE((o += 4) - 4);
      s.analog[k][i] = v === missing ? NaN : v;
    }
    for (let w = 0; w < Math.ceil(nd / 16); w++) {
      const word = dat.readUInt16LE((o += 2) - 2);
      for (let k = 0; k < 16 && w * 16 + k < nd; k++) s.digital[w * 16 + k][i] = (word >> k) & 1;
    }
  }
  return s;
}

/** The data file's samples as the cfg describes them. */
export const parseDat = (cfg: CfgPart, dat: Buffer): ComtradeSamples => (cfg.ft === 'ASCII' ? parseAscii(cfg, dat) : parseBinary(cfg, dat));
