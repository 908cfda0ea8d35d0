import { beginFrame, closeFrame, expectEnd } from './common.js';
import { readFormat, writeFormat } from './format.js';
import { FrameError, type Reader } from './io.js';
import type { Common, ConfigFrame, DigitalChannel, PhasorChannel, PmuConfig } from './types.js';

/** CFG-1 and CFG-2 (same layout; CFG-1 says what a PMU can send, CFG-2 what it sends). */
export function readConfig12(kind: 'cfg1' | 'cfg2', common: Common, r: Reader): ConfigFrame {
  const tb = r.u32();
  const n = r.u16();
  const pmus: PmuConfig[] = [];
  for (let i = 0; i < n; i++) {
    const station = r.text(16);
    const idcode = r.u16();
    const format = readFormat(r.u16());
    const ph = r.u16(),
      an = r.u16(),
      dg = r.u16();
    r.need(16 * (ph + an + 16 * dg));
    const phNames = Array.from({ length: ph }, () => r.text(16));
    const anNames = Array.from({ length: an }, () => r.text(16));
    const dgNames = Array.from({ length: dg }, () => Array.from({ length: 16 }, () => r.text(16)));
    const phasors = phNames.map((name): PhasorChannel => {
      const u = r.u32();
      return { name, kind: u >>> 24 ? 1 : 0, unit: u & 0xffffff };
    });
    const analogs = anNames.map((name) => {
      const u = r.u32();
      return { name, kind: u >>> 24, unit: (u << 8) >> 8 };
    });
    const digitals: DigitalChannel[] = dgNames.map((names) => ({ names, normal: r.u16(), valid: r.u16() }));
    const fnom = r.u16() & 1 ? 50 : 60;
    const cfgcnt = r.u16();
    pmus.push({ station, idcode, format, phasors, analogs, digitals, fnom, cfgcnt });
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
    w.text(p.station, 16);
    w.u16(p.idcode);
    w.u16(writeFormat(p.format));
    w.u16(p.phasors.length);
    w.u16(p.analogs.length);
    w.u16(p.digitals.length);
    for (const c of p.phasors) w.text(c.name, 16);
    for (const c of p.analogs) w.text(c.name, 16);
    for (const d of p.digitals) for (let b = 0; b < 16; b++) w.text(d.names[b] ?? '', 16);
    for (const c of p.phasors) w.u32((c.kind << 24) | (c.unit & 0xffffff));
    for (const c of p.analogs) w.u32((c.kind << 24) | (c.unit & 0xffffff));
    for (const d of p.digitals) {
      w.u16(d.normal);
      w.u16(d.valid);
    }
    w.u16(p.fnom === 50 ? 1 : 0);
    w.u16(p.cfgcnt);
  }
  w.i16(f.dataRate);
  return closeFrame(w);
}
