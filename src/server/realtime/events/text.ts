import type { DetectedEvent } from './types.js';

const clock = (s: number) => new Date(s * 1000).toISOString().slice(11, 23);
const duration = (e: DetectedEvent) => {
  const s = e.end - e.start + 0.01;
  return s < 1 ? `${Math.round(s * 1000)} ms` : `${s.toFixed(1)} s`;
};

/** The system message body of a detected event (plain text, Chinese like every seeded message; times in UTC). */
export function eventText(e: DetectedEvent): string {
  return e.kind === 'freq_excursion'
    ? `频率越限：极值 ${e.extreme.toFixed(3)} Hz，持续约 ${duration(e)}（${clock(e.start)} UTC 起）。`
    : `电压暂降：残余电压 ${(e.extreme * 100).toFixed(1)} %，持续约 ${duration(e)}（${clock(e.start)} UTC 起）。`;
}
