import { beginFrame, closeFrame, expectEnd } from './common.js';
import { fnomWord, formatWord, pmuWords } from './format.js';
import type { Reader } from './io.js';
import { bitNames, named, readName3, writeName3 } from './names.js';
import type { Common, ConfigFrame, PmuConfig } from './types.js';

/** CFG-3 names: one length byte, then UTF-8 (bytes that are not kept as received) */
const name = readName3;
const putName = writeName3;

/** CFG-3 (2011): variable-length names, scale factors as float32, position, service class, window, group delay. */
export function readConfig3(common: Common, r: Reader): ConfigFrame {
  const contIdx = r.u16();
  const tb = r.u32();
  const n = r.u16();
  const pmus: PmuConfig[] = [];
  for (let i = 0; i < n; i++) {
    const stn = name(r);
    const idcode = r.u16();
    const globalId = r.bytes(16).slice();
    const format = r.u16();
    const ph = r.u16(),
      an = r.u16(),
      dg = r.u16();
    const phNames = Array.from({ length: ph }, () => name(r));
    const anNames = Array.from({ length: an }, () => name(r));
    const dgNames = Array.from({ length: dg }, () => Array.from({ length: 16 }, () => name(r)));
    const phasors = phNames.map((nm) => {
      const flags = r.u32();
      return { ...named(nm), flags, kind: ((flags >> 11) & 1) as 0 | 1, unit: 0, scale: r.f32(), angleOffset: r.f32() };
    });
    const analogs = anNames.map((nm) => ({ ...named(nm), kind: 0, unit: 0, scale: r.f32(), offset: r.f32() }));
    const digitals = dgNames.map((names) => ({ ...bitNames(names), normal: r.u16(), valid: r.u16() }));
    const lat = r.f32(),
      lon = r.f32(),
      elev = r.f32();
    const svcClass = String.fromCharCode(r.u8());
    const window = r.i32(),
      groupDelay = r.i32();
    const words = pmuWords(format, r.u16());
    const cfgcnt = r.u16();
    const station = { station: stn.text, ...(stn.raw ? { stationBytes: stn.raw } : {}) };
    pmus.push({ ...station, idcode, globalId, ...words, phasors, analogs, digitals, lat, lon, elev, svcClass, window, groupDelay, cfgcnt });
  }
  const dataRate = r.i16();
  expectEnd(r);
  return { ...common, kind: 'cfg3', contIdx, timeBase: tb & 0xffffff, timeBaseFlags: tb >>> 24, pmus, dataRate };
}

export function writeConfig3(f: ConfigFrame): Uint8Array {
  const w = beginFrame('cfg3', f);
  w.u16(f.contIdx ?? 0);
  w.u32(((f.timeBaseFlags ?? 0) << 24) | f.timeBase);
  w.u16(f.pmus.length);
  for (const p of f.pmus) {
    putName(w, p.station, p.stationBytes);
    w.u16(p.idcode);
    w.bytes(p.globalId ?? new Uint8Array(16));
    w.u16(formatWord(p));
    w.u16(p.phasors.length);
    w.u16(p.analogs.length);
    w.u16(p.digitals.length);
    for (const c of p.phasors) putName(w, c.name, c.nameBytes);
    for (const c of p.analogs) putName(w, c.name, c.nameBytes);
    for (const d of p.digitals) for (let b = 0; b < 16; b++) putName(w, d.names[b] ?? '', d.nameBytes?.[b]);
    // PHSCALE flags word: bits 15–8 phasor type (bit 3 of that byte: current)
    for (const c of p.phasors) {
      w.u32(c.flags ?? c.kind << 11);
      w.f32(c.scale ?? 1);
      w.f32(c.angleOffset ?? 0);
    }
    for (const c of p.analogs) {
      w.f32(c.scale ?? 1);
      w.f32(c.offset ?? 0);
    }
    for (const d of p.digitals) {
      w.u16(d.normal);
      w.u16(d.valid);
    }
    w.f32(p.lat ?? 0);
    w.f32(p.lon ?? 0);
    w.f32(p.elev ?? 0);
    w.u8((p.svcClass ?? 'M').charCodeAt(0));
    w.i32(p.window ?? 0);
    w.i32(p.groupDelay ?? 0);
    w.u16(fnomWord(p));
    w.u16(p.cfgcnt);
  }
  w.i16(f.dataRate);
  return closeFrame(w);
}
