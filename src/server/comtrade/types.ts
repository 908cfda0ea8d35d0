/** Data file types of IEEE C37.111-2013 clause 8 (the cfg's `ft`). */
export const FILE_TYPES = ['ASCII', 'BINARY', 'BINARY32', 'FLOAT32'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** One analog channel line (clause 7.4.3): An,ch_id,ph,ccbm,uu,a,b,skew,min,max,primary,secondary,PS. */
export interface AnalogChannel {
  id: string;
  phase: string;
  /** circuit component being monitored */
  ccbm: string;
  unit: string;
  /** value = a · raw + b */
  a: number;
  b: number;
  /** µs between this channel's sample and the sample time */
  skew: number;
  /** range of the raw values in the data file */
  min: number;
  max: number;
  primary: number;
  secondary: number;
  /** whether the values (after a, b) are primary or secondary quantities */
  ps: 'P' | 'S';
}

/** One status channel line (clause 7.4.4): Dn,ch_id,ph,ccbm,y. */
export interface DigitalChannel {
  id: string;
  phase: string;
  ccbm: string;
  /** normal state, 0 or 1 */
  normal: 0 | 1;
}

/** A date/time of the cfg (first sample, trigger): whole Unix seconds of the clock as written, and its fraction digits (6: µs, 9: ns). */
export interface CfgTime {
  /** the written clock read as if it were UTC (the time code says how far it is from UTC) */
  clock: number;
  frac: string;
}

/** Everything a cfg says, and the samples of its data file. */
export interface ComtradeRecord {
  station: string;
  device: string;
  revYear: string;
  analogs: AnalogChannel[];
  digitals: DigitalChannel[];
  /** nominal line frequency, Hz */
  lf: number;
  /** sampling rates and the last sample number at each; empty: no fixed rate (the timestamps count) */
  rates: { samp: number; endsamp: number }[];
  start: CfgTime;
  trigger: CfgTime;
  ft: FileType;
  timemult: number;
  /** time difference of the written clock to UTC ("0", "+8", "-5h30"); "" when absent (before 2013) */
  timeCode: string;
  localCode: string;
  /** clock quality (IEEE C37.118 hex digit) and leap second indicator (0..3) */
  tmqCode: string;
  leapsec: string;
  /** free text of the .hdr and .inf files */
  hdr: string;
  inf: string;
  samples: ComtradeSamples;
}

/** The data file's rows, column-wise. Raw values as written (before a, b); NaN where the file marks a value missing. */
export interface ComtradeSamples {
  count: number;
  /** sample numbers (n) and timestamps (in units of timemult × the time base; NaN: missing) */
  n: Float64Array;
  timestamp: Float64Array;
  analog: Float64Array[];
  digital: Uint8Array[];
}

/** A channel of samples for the writer: physical values (NaN: none), converted to raw values by the writer. */
export interface ChannelInput {
  name: string;
  phase?: string;
  ccbm?: string;
  unit: string;
  values: ArrayLike<number>;
  /** transformer ratio factors; both 1 when the values need none */
  primary?: number;
  secondary?: number;
  ps?: 'P' | 'S';
}

/** What `comtradeFromSamples` needs: one recording of a device, at a fixed rate or with a time stamp per sample. */
export interface SamplesInput {
  station: string;
  deviceId: string;
  /** Unix seconds of the first sample */
  start: number;
  /** Unix seconds of the trigger (default: start) */
  trigger?: number;
  /** samples per second; or `times` (Unix seconds of every sample) when the rate is not fixed */
  sampleRate?: number;
  times?: ArrayLike<number>;
  /** nominal line frequency, Hz (default 50) */
  lineFrequency?: number;
  channels: ChannelInput[];
  digitals?: { name: string; phase?: string; ccbm?: string; normal?: 0 | 1; values: ArrayLike<number> }[];
  /** free text written as the .hdr */
  header?: string;
  /** local time zone of the recording place, minutes east of UTC (default: the server's at `start`) */
  localOffsetMinutes?: number;
}

/** A COMTRADE recording as files: .cfg + .dat (+ .hdr, .inf), or one .cff. */
export interface ComtradeFiles {
  cfg: Buffer;
  dat: Buffer;
  hdr: Buffer;
  inf: Buffer;
}

/** Bounds of what is parsed or written: a bad or huge file is refused with a 400 naming what is wrong. */
export const LIMITS = {
  /** analog plus status channels */
  channels: 512,
  /** rows of the data file */
  samples: 5_000_000,
  /** values (rows × channels) in one recording: what sits in memory as float64 */
  values: 10_000_000,
  /** bytes of one COMTRADE upload */
  bytes: 64 * 1024 * 1024,
  /** sampling-rate lines */
  rates: 999,
} as const;
