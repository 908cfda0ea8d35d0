import { beginFrame, closeFrame, expectEnd } from './common.js';
import { FrameError, type Reader } from './io.js';
import type { Common, ConfigFrame, DataFrame, PmuData } from './types.js';

/** Bytes of one PMU block of a data frame under its configuration. */
export function blockSize(p: ConfigFrame['pmus'][number]): number {
  const f = p.format;
  return 2 + p.phasors.length * (f.phasorFloat ? 8 : 4) + (f.freqFloat ? 8 : 4) + p.analogs.length * (f.analogFloat ? 4 : 2) + p.digitals.length * 2;
}

/** A data frame is laid out by the configuration of its stream; numbers are kept as sent. */
export function readData(common: Common, r: Reader, cfg: ConfigFrame): DataFrame {
  const expected = cfg.pmus.reduce((s, p) => s + blockSize(p), 0);
  if (r.end - r.pos !== expected) throw new FrameError('layout', `data frame body of ${r.end - r.pos} bytes, configuration says ${expected}`);
  const pmus: PmuData[] = cfg.pmus.map((p) => {
    const f = p.format;
    const stat = r.u16();
    const phasors: [number, number][] = p.phasors.map(() => (f.phasorFloat ? [r.f32(), r.f32()] : f.polar ? [r.u16(), r.i16()] : [r.i16(), r.i16()]));
    const freq = f.freqFloat ? r.f32() : r.i16();
    const dfreq = f.freqFloat ? r.f32() : r.i16();
    const analogs = p.analogs.map(() => (f.analogFloat ? r.f32() : r.i16()));
    const digitals = p.digitals.map(() => r.u16());
    return { stat, phasors, freq, dfreq, analogs, digitals };
  });
  expectEnd(r);
  return { ...common, kind: 'data', pmus };
}

export function writeData(d: DataFrame, cfg: ConfigFrame): Uint8Array {
  if (d.pmus.length !== cfg.pmus.length) throw new FrameError('layout', `${d.pmus.length} PMU blocks, configuration has ${cfg.pmus.length}`);
  const w = beginFrame('data', d);
  d.pmus.forEach((b, i) => {
    const p = cfg.pmus[i];
    const f = p.format;
    w.u16(b.stat);
    for (const [a, c] of b.phasors) {
      if (f.phasorFloat) {
        w.f32(a);
        w.f32(c);
      } else if (f.polar) {
        w.u16(a);
        w.i16(c);
      } else {
        w.i16(a);
        w.i16(c);
      }
    }
    if (f.freqFloat) {
      w.f32(b.freq);
      w.f32(b.dfreq);
    } else {
      w.i16(b.freq);
      w.i16(b.dfreq);
    }
    for (const a of b.analogs)
      if (f.analogFloat) w.f32(a);
      else w.i16(a);
    for (const g of b.digitals) w.u16(g);
  });
  return closeFrame(w);
}
