/** IEEE C37.118.2 frame types (SYNC bits 6–4). */
export const FRAME = { data: 0, header: 1, cfg1: 2, cfg2: 3, command: 4, cfg3: 5 } as const;
export type FrameKind = keyof typeof FRAME;

/** Fields every frame starts with (SYNC, FRAMESIZE, IDCODE, SOC, FRACSEC). */
export interface Common {
  /** 1 = C37.118-2005, 2 = C37.118.2-2011 */
  version: number;
  idcode: number;
  /** Unix seconds */
  soc: number;
  /** FRACSEC bits 23–0 (units of the configuration's TIME_BASE) */
  fracsec: number;
  /** FRACSEC bits 31–24: message time quality */
  timeQuality: number;
}

/** FORMAT word: which numbers of the data frame are float32 rather than int16, and the phasor form. */
export interface Format {
  polar: boolean;
  phasorFloat: boolean;
  analogFloat: boolean;
  freqFloat: boolean;
}

export interface PhasorChannel {
  name: string;
  /** the name's bytes as received, when writing `name` back would not give them (NUL padding, …) */
  nameBytes?: Uint8Array;
  /** PHUNIT bits 31–24 as received, when neither 0 nor 1 (read as a current) */
  unitType?: number;
  /** PHUNIT: 0 voltage, 1 current */
  kind: 0 | 1;
  /** PHUNIT bits 23–0: 10⁻⁵ V or A per bit of a fixed-point phasor (CFG-1/2) */
  unit: number;
  /** CFG-3 PHSCALE: flags word, scale factor and angle offset */
  flags?: number;
  scale?: number;
  angleOffset?: number;
}

export interface AnalogChannel {
  name: string;
  nameBytes?: Uint8Array;
  /** ANUNIT bits 31–24: 0 point-on-wave, 1 RMS, 2 peak */
  kind: number;
  /** ANUNIT bits 23–0, signed user scale (CFG-1/2) */
  unit: number;
  /** CFG-3 ANSCALE: magnitude scale and offset */
  scale?: number;
  offset?: number;
}

export interface DigitalChannel {
  /** 16 bit names */
  names: string[];
  /** per bit, the name's bytes when they must be kept (see PhasorChannel.nameBytes) */
  nameBytes?: (Uint8Array | undefined)[];
  /** DIGUNIT: normal state and valid-bits masks */
  normal: number;
  valid: number;
}

/** One PMU block of a configuration frame. */
export interface PmuConfig {
  station: string;
  /** the station name's bytes, when they must be kept (see PhasorChannel.nameBytes) */
  stationBytes?: Uint8Array;
  idcode: number;
  format: Format;
  /** FORMAT bits 15–4 (unused by the standard), when set */
  formatFlags?: number;
  phasors: PhasorChannel[];
  analogs: AnalogChannel[];
  digitals: DigitalChannel[];
  /** nominal line frequency, 50 or 60 Hz */
  fnom: 50 | 60;
  /** FNOM bits 15–1 (reserved), when set: kept so the frame re-encodes to its bytes */
  fnomFlags?: number;
  cfgcnt: number;
  /** CFG-3 only */
  globalId?: Uint8Array;
  lat?: number;
  lon?: number;
  elev?: number;
  svcClass?: string;
  window?: number;
  groupDelay?: number;
}

export interface ConfigFrame extends Common {
  kind: 'cfg1' | 'cfg2' | 'cfg3';
  /** CFG-3 continuation index (0 = the only frame) */
  contIdx?: number;
  /** TIME_BASE bits 23–0; bits 31–24 are kept as timeBaseFlags */
  timeBase: number;
  timeBaseFlags?: number;
  pmus: PmuConfig[];
  /** DATA_RATE: > 0 frames per second, < 0 seconds per frame */
  dataRate: number;
}

/** One PMU block of a data frame, numbers as sent: int16 or float32 per the FORMAT word. */
export interface PmuData {
  stat: number;
  /** per phasor [real, imaginary] or [magnitude, angle] */
  phasors: [number, number][];
  /** fixed: mHz deviation from nominal; float: Hz */
  freq: number;
  /** fixed: ROCOF × 100; float: Hz/s */
  dfreq: number;
  analogs: number[];
  digitals: number[];
}

export interface DataFrame extends Common {
  kind: 'data';
  pmus: PmuData[];
}

export interface HeaderFrame extends Common {
  kind: 'header';
  text: string;
}

/** CMD values */
export const CMD = { off: 1, on: 2, header: 3, cfg1: 4, cfg2: 5, cfg3: 6, extended: 8 } as const;

export interface CommandFrame extends Common {
  kind: 'command';
  cmd: number;
  /** extended-frame data, when cmd = 8 */
  ext?: Uint8Array;
}

export type Frame = DataFrame | HeaderFrame | ConfigFrame | CommandFrame;
