import { writeConfig12 } from '../c37118/config.js';
import { writeData } from '../c37118/data.js';
import { STAT_CONFIG_CHANGE } from '../c37118/stat.js';
import type { ConfigFrame } from '../c37118/types.js';

export interface StreamOptions {
  idcode: number;
  /** frames per second, 10–100 */
  rate: number;
  /** voltage phasors, 1–16 */
  phasors: number;
  station?: string;
}

const TIME_BASE = 1_000_000;
/** phase voltage of a 220 kV bus, V RMS */
const U_NOM = 220_000 / Math.sqrt(3);

/**
 * A synthetic PMU: a 50 Hz system whose frequency drifts ±50 mHz over 30 s and whose voltage
 * swings ±1 % over 20 s, sent as float polar phasors and float FREQ/DFREQ (CFG-2).
 */
export class PmuStream {
  private cfgcnt = 1;
  private config: ConfigFrame;
  /** frames left with the configuration-change bit before the new layout applies */
  private pending: { phasors: number; frames: number } | null = null;

  /** called when a new layout applies (spontaneous modes send the new CFG-2 at once) */
  onSwitch: (() => void) | null = null;

  constructor(readonly opts: StreamOptions) {
    this.config = this.build(opts.phasors);
  }

  private build(phasors: number): ConfigFrame {
    return {
      kind: 'cfg2',
      version: 1,
      idcode: this.opts.idcode,
      soc: 0,
      fracsec: 0,
      timeQuality: 0,
      timeBase: TIME_BASE,
      timeBaseFlags: 0,
      dataRate: this.opts.rate,
      pmus: [
        {
          station: this.opts.station ?? `ISPS SIM ${this.opts.idcode}`,
          idcode: this.opts.idcode,
          format: { polar: true, phasorFloat: true, analogFloat: true, freqFloat: true },
          phasors: Array.from({ length: phasors }, (_, i) => ({ name: `V${'ABC'[i % 3]}${i >= 3 ? Math.floor(i / 3) + 1 : ''}`, kind: 0 as const, unit: 0 })),
          analogs: [],
          digitals: [],
          fnom: 50,
          cfgcnt: this.cfgcnt,
        },
      ],
    };
  }

  get cfg(): ConfigFrame {
    return this.config;
  }

  /** The configuration frame, stamped at Unix time t. */
  configFrame(t = Date.now() / 1000): Uint8Array {
    return writeConfig12({ ...this.config, soc: Math.floor(t), fracsec: 0 });
  }

  /** Announces a new phasor count: one second of frames carry STAT bit 10, then the layout changes. */
  reconfigure(phasors: number): void {
    this.pending = { phasors, frames: this.opts.rate };
  }

  /** Data frame number k (Unix time k / rate). */
  dataFrame(k: number): Uint8Array {
    if (this.pending && this.pending.frames-- <= 0) {
      this.cfgcnt++;
      this.config = this.build(this.pending.phasors);
      this.pending = null;
      this.onSwitch?.();
    }
    const t = k / this.opts.rate;
    const soc = Math.floor(t);
    const f = 50 + 0.05 * Math.sin((2 * Math.PI * t) / 30);
    const dfreq = 0.05 * ((2 * Math.PI) / 30) * Math.cos((2 * Math.PI * t) / 30);
    const u = U_NOM * (1 + 0.01 * Math.sin((2 * Math.PI * t) / 20));
    // the angle against a 50 Hz reference is 2π∫(f − 50)dt = −0.05·30·cos(2πt/30)
    const base = -1.5 * Math.cos((2 * Math.PI * t) / 30);
    const p = this.config.pmus[0];
    const phasors = p.phasors.map((_, i): [number, number] => {
      const a = base - (i % 3) * ((2 * Math.PI) / 3);
      return [u * (1 + i * 0.001), Math.atan2(Math.sin(a), Math.cos(a))];
    });
    return writeData(
      {
        kind: 'data',
        version: 1,
        idcode: this.opts.idcode,
        soc,
        fracsec: Math.round((t - soc) * TIME_BASE),
        timeQuality: 0,
        pmus: [{ stat: this.pending ? STAT_CONFIG_CHANGE : 0, phasors, freq: f, dfreq, analogs: [], digitals: [] }],
      },
      this.config,
    );
  }
}
