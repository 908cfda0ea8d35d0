import { WINDOW_RATE } from '../devices/profiles.js';
import { nextWindowStart } from '../math/windowClock.js';
import type { DeviceEntry, MeasType } from '../devices/types.js';
import type { DeviceModel } from './model.js';
import { reportRows } from './reportRows.js';
import type { RingLike, RingSource, SimulatorStats } from './types.js';
import { synthesize, type WaveState } from './waveform.js';
import { WINDOW_SPAN_SECONDS, analyseWindow, windowRows } from './windows.js';
import { writeRuns } from './writeRuns.js';

const EPS = 1e-9;

/**
 * One simulated device: which sample, waveform sample and window it sends next, and the
 * waveform's phase. advance(t) generates everything due up to Unix time t, in batches.
 */
export class Feed {
  private nextReport: number;
  private nextSample: number;
  /** absolute sample index where the next 10-cycle window starts (math/windowClock.ts) */
  private nextWindow: number;
  /** ring row of the newest window written, and its values (a second window starting in the same row joins them) */
  private lastRow = -1;
  private lastValues: Record<string, Float32Array> = {};
  private readonly wave: WaveState = { block: -1, phase: 0 };

  constructor(
    readonly entry: DeviceEntry,
    readonly model: DeviceModel,
    private readonly wrdb: RingSource,
    startTime: number,
  ) {
    const d = entry.device;
    this.nextReport = Math.ceil(startTime * d.reportRate - EPS);
    this.nextSample = Math.ceil(startTime * d.sampleRate - EPS);
    this.nextWindow = Math.round(Math.ceil(startTime * WINDOW_RATE - EPS) * (d.sampleRate / WINDOW_RATE));
  }

  private ring(m: MeasType): RingLike | undefined {
    const p = this.entry.points[m];
    return p ? this.wrdb.get(p.recordId) : undefined;
  }

  /** the device sends harmonic analyses (spectra, THD, interharmonics) */
  private get analysed(): boolean {
    const p = this.entry.points;
    return !!(p.HG || p.THD || p.IHG);
  }

  /** the time (Unix s) up to which everything this device sends is generated: each record's rows before it are in */
  get through(): number {
    const d = this.entry.device;
    let t = this.nextReport / d.reportRate;
    if (this.entry.points.WAV) t = Math.min(t, this.nextSample / d.sampleRate);
    if (this.analysed) t = Math.min(t, this.nextWindow / d.sampleRate);
    return t;
  }

  advance(t: number, budgetSeconds: number, stats: SimulatorStats): void {
    this.reports(t, budgetSeconds, stats);
    if (this.entry.points.WAV) this.waveform(t, budgetSeconds, stats);
    // analyses are the costly part: at most 1 s of windows per tick, so a backfill spreads out
    if (this.analysed) this.windows(t, Math.min(1, budgetSeconds), stats);
  }

  /** fq, RF and UAA at the reporting rate */
  private reports(t: number, budget: number, stats: SimulatorStats): void {
    const rate = this.entry.device.reportRate;
    const rings = (['fq', 'RF', 'UAA'] as const).map((m) => this.ring(m));
    const capacity = Math.max(...rings.map((r) => r?.capacity ?? 0), 1);
    const last = Math.floor(t * rate + EPS);
    const from = Math.max(this.nextReport, last - capacity + 1); // older rows would be overwritten at once
    const to = Math.min(last, from + Math.ceil(budget * rate) - 1);
    if (to < from) return;
    const rows = reportRows(this.model, rate, from, to - from + 1);
    stats.rows += writeRuns(rings[0], from, rows.fq) + writeRuns(rings[1], from, rows.RF) + writeRuns(rings[2], from, rows.UAA);
    this.nextReport = to + 1;
  }

  /** SMD-W: the sampled waveform */
  private waveform(t: number, budget: number, stats: SimulatorStats): void {
    const fs = this.entry.device.sampleRate;
    const ring = this.ring('WAV');
    if (!ring) return;
    const last = Math.floor(t * fs + EPS);
    const from = Math.max(this.nextSample, last - ring.capacity + 1);
    const to = Math.min(last, from + Math.ceil(budget * fs) - 1);
    if (to < from) return;
    const n = to - from + 1;
    const v = new Float32Array(n);
    synthesize(this.model, fs, from, n, v, this.wave);
    for (let i = 0; i < n; i += 1) if (!this.model.online((from + i) / fs)) v[i] = NaN;
    stats.samples += writeRuns(ring, from, v);
    this.nextSample = to + 1;
  }

  /**
   * SMD-L / SMD-W: IEC 61000-4-7 windows of ten measured cycles, back to back (windowClock.ts),
   * once their samples are in. Rings hold a row per 200 ms: a window goes to the row its start
   * falls in; below 50 Hz a row now and then has none (a gap: fewer windows exist), above 50 Hz
   * a row now and then has two, and holds their RMS, so no window's energy is lost to history.
   */
  private windows(t: number, budget: number, stats: SimulatorStats): void {
    const fs = this.entry.device.sampleRate;
    const wave = this.ring('WAV');
    // SMD-W analyses its stored waveform: only windows whose samples are all in
    const until = wave ? Math.min(t, (wave.newest + 1) / fs) : t;
    const lastStart = Math.floor((until - WINDOW_SPAN_SECONDS) * fs + EPS);
    const kept = ((this.ring('HG')?.capacity ?? 3000) / WINDOW_RATE) * fs; // older windows would be overwritten at once
    if (this.nextWindow < lastStart - kept) this.nextWindow = lastStart - Math.floor(kept);
    const stop = Math.min(lastStart, this.nextWindow + budget * fs);
    const nominal = fs / WINDOW_RATE;
    while (this.nextWindow <= stop) {
      const start = this.nextWindow;
      let samples = nominal; // off line or not analysable: the next window starts ten nominal cycles on
      if (this.model.online(start / fs)) {
        const a = analyseWindow(this.model, fs, start, wave);
        stats.windows++;
        if (a) {
          samples = a.samples;
          this.store(Math.floor((start * WINDOW_RATE) / fs), windowRows(a, this.model.udin));
          stats.rows++;
        }
      }
      this.nextWindow = nextWindowStart(start, samples, fs);
    }
  }

  private store(k: number, rows: Record<'THD' | 'HG' | 'HSG' | 'IHG' | 'IHSG', Float32Array>): void {
    const same = k === this.lastRow;
    for (const m of ['THD', 'HG', 'HSG', 'IHG', 'IHSG'] as const) {
      const v = rows[m];
      const had = this.lastValues[m];
      if (same && had) for (let j = 0; j < v.length; j++) v[j] = Math.sqrt((v[j] * v[j] + had[j] * had[j]) / 2);
      this.ring(m)?.write(k, v, 1);
    }
    if (!same) this.lastValues = { ...rows };
    this.lastRow = k;
  }
}
