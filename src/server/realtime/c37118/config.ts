import { beginFrame, closeFrame, expectEnd } from './common.js';
import { fnomWord, formatWord, pmuWords } from './format.js';
import { FrameError, type Reader } from './io.js';
import { bitNames, named, readName16, writeName16 } from './names.js';
import type { AnalogChannel, Common, ConfigFrame, DigitalChannel, PhasorChannel, PmuConfig } from './types.js';

/**
 * CFG-1 and CFG-2 (same layout; CFG-1 says what a PMU can send, CFG-2 what it sends). Bytes ISPS
 * does not interpret (name padding, reserved bits) are kept where they differ from what writing
 * the values would give, so decode → encode is byte-exact.
 */
export function readConfig12(kind: 'cfg1' | 'cfg2', common: Common, r: Reader): ConfigFrame {
  const tb = r.u32();
  const n = r.u16();
  const pmus: PmuConfig[] = [];
  for (let i = 0; i < n; i++) {
    const stn = readName16(r);
    const idcode = r.u16();
    const format = r.u16();
    const ph = r.u16(),
      an = r.u16(),
      dg = r.u16();
    r.need(16 * (ph + an + 16 * dg));
    const phNames = Array.from({ length: ph }, () => readName16(r));
    const anNames = Array.from({ length: an }, () => readName16(r));
    const dgNames = Array.from({ length: dg }, () => Array.from({ length: 16 }, () => readName16(r)));
    const phasors = phNames.map((nm): PhasorChannel => {
      const u = r.u32();
      const type = u >>> 24;
      return { ...named(nm), kind: type ? 1 : 0, unit: u & 0xffffff, ...(type > 1 ? { unitType: type } : {}) };
    });
    const analogs = anNames.map((nm): AnalogChannel => {
      const u = r.u32();
      return { ...named(nm), kind: u >>> 24, unit: (u << 8) >> 8 };
    });
    const digitals: DigitalChannel[] = dgNames.map((names) => ({ ...bitNames(names), normal: r.u16(), valid: r.u16() }));
    const words = pmuWords(format, r.u16());
    const cfgcnt = r.u16();
    pmus.push({ station: stn.text, ...(stn.raw ? { stationBytes: stn.raw } : {}), idcode, ...words, phasors, analogs, digitals, cfgcnt });
  }
  const dataRate = r.i16();
  expectEnd(r);
  return { ...common, kind, timeBase: tb & 0xffffff, timeBaseFlags: tb >>> 24, pmus, dataRate };
}

export function writeConfig12(f: ConfigFrame): Uint8Array {
  if (f.kind === 'cfg3') throw new FrameError('type', 'writeConfig12 takes CFG-1 or CFG-2');
  const w = beginFrame(f.kind, f);
  w.u32(((f.timeBaseFlags ?? 0) << 24) | f.timeBase);
  w.u16(f.pmus.length);
  for (const p of f.pmus) {
    writeName16(w, p.station, p.stationBytes);
    w.u16(p.idcode);
    w.u16(formatWord(p));
    w.u16(p.phasors.length);
    w.u16(p.analogs.length);
    w.u16(p.digitals.length);
    for (const c of p.phasors) writeName16(w, c.name, c.nameBytes);
    for (const c of p.analogs) writeName16(w, c.name, c.nameBytes);
    for (const d of p.digitals) for (let b = 0; b < 16; b++) writeName16(w, d.names[b] ?? '', d.nameBytes?.[b]);
    // PHUNIT type byte: 0 voltage, 1 current (another value received is kept)
    for (const c of p.phasors) w.u32(((c.unitType && c.kind ? c.unitType : c.kind) << 24) | (c.unit & 0xffffff));
    for (const c of p.analogs) w.u32((c.kind << 24) | (c.unit & 0xffffff));
    for (const d of p.digitals) {
      w.u16(d.normal);
      w.u16(d.valid);
    }
    w.u16(fnomWord(p));
    w.u16(p.cfgcnt);
  }
  w.i16(f.dataRate);
  return closeFrame(w);
}
