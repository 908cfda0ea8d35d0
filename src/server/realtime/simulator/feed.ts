import { WINDOW_RATE } from '../devices/profiles.js';
import type { DeviceEntry, MeasType } from '../devices/types.js';
import type { Ring } from '../wrdb/ring.js';
import type { Wrdb } from '../wrdb/store.js';
import type { DeviceModel } from './model.js';
import { reportRows } from './reportRows.js';
import type { SimulatorStats } from './types.js';
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
  private nextWindow: number;
  private readonly wave: WaveState = { block: -1, phase: 0 };

  constructor(
    readonly entry: DeviceEntry,
    readonly model: DeviceModel,
    private readonly wrdb: Wrdb,
    startTime: number,
  ) {
    const d = entry.device;
    this.nextReport = Math.ceil(startTime * d.reportRate - EPS);
    this.nextSample = Math.ceil(startTime * d.sampleRate - EPS);
    this.nextWindow = Math.ceil(startTime * WINDOW_RATE - EPS);
  }

  private ring(m: MeasType): Ring | undefined {
    const p = this.entry.points[m];
    return p ? this.wrdb.get(p.recordId) : undefined;
  }

  advance(t: number, budgetSeconds: number, stats: SimulatorStats): void {
    this.reports(t, budgetSeconds, stats);
    if (this.entry.points.WAV) this.waveform(t, budgetSeconds, stats);
    // analyses are the costly part: at most 1 s of windows per tick, so a backfill spreads out
    if (this.entry.points.HG || this.entry.points.THD || this.entry.points.IHG) this.windows(t, Math.min(1, budgetSeconds), stats);
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

  /** SMD-L / SMD-W: one IEC 61000-4-7 window every 200 ms, once its samples are in */
  private windows(t: number, budget: number, stats: SimulatorStats): void {
    const d = this.entry.device;
    const wave = this.ring('WAV');
    // SMD-W analyses its stored waveform: only windows whose samples are all in
    const until = wave ? Math.min(t, (wave.newest + 1) / d.sampleRate) : t;
    const ready = Math.floor((until - WINDOW_SPAN_SECONDS) * WINDOW_RATE + EPS);
    const from = Math.max(this.nextWindow, ready - (this.ring('HG')?.capacity ?? 3000) + 1);
    const to = Math.min(ready, from + Math.ceil(budget * WINDOW_RATE) - 1);
    for (let k = from; k <= to; k++) {
      const tk = k / WINDOW_RATE;
      if (!this.model.online(tk)) continue;
      const a = analyseWindow(this.model, d.sampleRate, Math.round(tk * d.sampleRate), wave);
      stats.windows++;
      if (!a) continue;
      const rows = windowRows(a, this.model.udin);
      for (const m of ['THD', 'HG', 'HSG', 'IHG', 'IHSG'] as const) this.ring(m)?.write(k, rows[m], 1);
      stats.rows++;
    }
    this.nextWindow = Math.max(this.nextWindow, to + 1);
  }
}
