import type { DeviceEventKind } from '../../notify/types.js';
import type { DeviceEntry } from '../devices/types.js';
import type { Wrdb } from '../wrdb/store.js';
import { advance, judgeHalfCycles, newWaveClock, type HalfCycles, type WaveClock, type WaveRule } from './halfCycle.js';
import { rvcStep, thresholdOf, thresholdStep, Window, type Open } from './machines.js';
import { phaseOfChannel, rulesFor } from './scope.js';
import { DEFAULT_RULES, NOMINAL_HZ, type AlarmRule, type DetectedEvent } from './types.js';

interface Track {
  next: number;
  open: Open | null;
  win?: Window;
}

/** A record to scan and how its values become the rule's measure. */
interface Source {
  recordId: number;
  phase: string | null;
  measure: (v: number) => number;
}

const VOLTAGE_KINDS: DeviceEventKind[] = ['voltage_sag', 'voltage_interruption', 'voltage_swell', 'rvc'];
/** judged on Urms(½) from the waveform when a device has one (IEC 61000-4-30 5.4, 5.11, class A) */
const HALF_CYCLE_KINDS = new Set<DeviceEventKind>(['voltage_sag', 'voltage_interruption', 'voltage_swell', 'rvc']);

/** What makes a rule's track start over: a changed limit must not inherit the old one's open excursion. */
const ruleKey = (r: AlarmRule) => [r.id, r.kind, r.limit, r.hysteresis, r.minDurationMs].join(':');

/**
 * Scans the frequency and phase-voltage records of every device (fq; UAA, and the voltage phasor
 * magnitudes of real devices) against the alarm rules: a run of rows outside a rule's limit, until
 * back inside limit ∓ hysteresis, is one event, reported when it ends (so it carries its duration
 * and extreme) and only if it lasted the rule's minimum duration. It reads the records, not the
 * simulator's model, so real devices raise events the same way. A gap (NaN) ends nothing: it is
 * skipped. Scanning resumes where the previous scan stopped; a new or changed rule starts at the
 * newest row (history is not news).
 */
export class EventDetector {
  private tracks = new Map<string, Track>();
  private clocks = new Map<number, WaveClock>();
  private waves = new Map<string, WaveRule>();

  constructor(
    private readonly wrdb: Wrdb,
    private rules: AlarmRule[] = DEFAULT_RULES,
  ) {}

  /** New rules (a reload): tracks of rules gone or changed are dropped. */
  setRules(rules: AlarmRule[]): void {
    this.rules = rules;
    const keep = new Set(rules.map(ruleKey));
    for (const map of [this.tracks, this.waves]) for (const k of map.keys()) if (!keep.has(k.slice(k.indexOf('|') + 1))) map.delete(k);
  }

  scan(entries: DeviceEntry[]): DetectedEvent[] {
    const found: DetectedEvent[] = [];
    for (const { device, points, channels } of entries) {
      const udin = device.ratedKv / Math.sqrt(3);
      if (points.fq)
        for (const rule of rulesFor(this.rules, device, 'freq_excursion'))
          this.scanRecord({ recordId: points.fq.recordId, phase: null, measure: (v) => v - NOMINAL_HZ }, rule, device.equipId, found);
      if (!(udin > 0)) continue;
      const voltages: Source[] = [];
      if (points.UAA) voltages.push({ recordId: points.UAA.recordId, phase: 'A', measure: (v) => v / udin });
      for (const c of channels ?? [])
        if (c.measType === 'UPM') voltages.push({ recordId: c.recordId, phase: phaseOfChannel(c.channelName), measure: (v) => v / udin });
      if (!voltages.length) continue;
      const band: [number, number] = [
        (rulesFor(this.rules, device, 'voltage_sag')[0]?.limit ?? 90) / 100,
        (rulesFor(this.rules, device, 'voltage_swell')[0]?.limit ?? 110) / 100,
      ];
      const wave = points.WAV;
      // a device with a waveform: phase A's voltage events come from Urms(½), not UAA; one pass serves every rule
      const halves = wave ? this.halfCycles(wave.recordId) : null;
      for (const kind of VOLTAGE_KINDS)
        for (const rule of rulesFor(this.rules, device, kind)) {
          if (wave && halves && HALF_CYCLE_KINDS.has(kind)) this.judgeWave(wave.recordId, halves, 1 / udin, rule, band, device.equipId, found);
          for (const s of voltages)
            if (!(wave && HALF_CYCLE_KINDS.has(kind) && s.recordId === points.UAA?.recordId)) this.scanRecord(s, rule, device.equipId, found, band);
        }
    }
    return found;
  }

  /** The Urms(½) values of a waveform record since the last scan (its clock starts at the newest sample: history is not news). */
  private halfCycles(recordId: number): HalfCycles | null {
    const ring = this.wrdb.get(recordId);
    if (!ring || ring.newest < 0) return null;
    let clock = this.clocks.get(recordId);
    if (!clock || clock.next < ring.oldest) this.clocks.set(recordId, (clock = newWaveClock(ring.rate, ring.newest + 1)));
    const slice = ring.read(clock.next, ring.newest);
    return slice ? advance(clock, slice.values, ring.width, slice.rows, slice.start) : { at: [], u: [] };
  }

  private judgeWave(
    recordId: number,
    halves: HalfCycles,
    scale: number,
    rule: AlarmRule,
    band: [number, number],
    equipId: string,
    found: DetectedEvent[],
  ): void {
    const key = `${recordId}|${ruleKey(rule)}`;
    let state = this.waves.get(key);
    const clock = this.clocks.get(recordId)!;
    if (!state) this.waves.set(key, (state = { from: clock.next, open: null }));
    const fs = clock.rms.fs;
    judgeHalfCycles(state, halves, rule, scale, band, (e) => {
      const duration = (e.back - e.start) / fs;
      if (duration * 1000 < rule.minDurationMs) return;
      found.push({ equipId, kind: rule.kind, start: e.start / fs, end: e.last / fs, duration, extreme: e.extreme, phase: 'A', recordId, rule });
    });
  }

  private scanRecord(src: Source, rule: AlarmRule, equipId: string, found: DetectedEvent[], band: [number, number] = [0.9, 1.1]): void {
    const ring = this.wrdb.get(src.recordId);
    if (!ring || ring.newest < 0) return;
    const key = `${src.recordId}|${ruleKey(rule)}`;
    let track = this.tracks.get(key);
    // first sight of a record: start from its newest row, history is not news
    if (!track || track.next < ring.oldest) this.tracks.set(key, (track = { next: ring.newest + 1, open: null }));
    const slice = ring.read(track.next, ring.newest);
    if (!slice) return;
    const rate = ring.rate;
    const emit = (o: Open) => {
      const duration = (o.last - o.start + 1) / rate;
      if (duration * 1000 < rule.minDurationMs) return;
      found.push({
        equipId,
        kind: rule.kind,
        start: o.start / rate,
        end: o.last / rate,
        duration,
        extreme: rule.kind === 'freq_excursion' ? NOMINAL_HZ + o.extreme : o.extreme,
        phase: src.phase,
        recordId: src.recordId,
        rule,
      });
    };
    if (rule.kind === 'rvc') {
      const win = (track.win ??= new Window(Math.round(rate)));
      for (let r = 0; r < slice.rows; r++) {
        const v = slice.values[r * ring.width];
        if (Number.isNaN(v)) continue;
        const step = rvcStep(track.open, win, src.measure(v), slice.start + r, rule, band);
        track.open = step.open;
        if (step.done) emit(step.done);
      }
    } else {
      const test = thresholdOf(rule);
      for (let r = 0; r < slice.rows; r++) {
        const v = slice.values[r * ring.width];
        if (Number.isNaN(v)) continue;
        const step = thresholdStep(track.open, test, src.measure(v), slice.start + r);
        track.open = step.open;
        if (step.done) emit(step.done);
      }
    }
    track.next = slice.start + slice.rows;
  }
}
