import type { DetectedEvent } from './types.js';

const clock = (s: number) => new Date(s * 1000).toISOString().slice(11, 23);
const duration = (e: DetectedEvent) => {
  const s = e.duration ?? e.end - e.start + 0.01;
  return s < 1 ? `${Math.round(s * 1000)} ms` : `${s.toFixed(1)} s`;
};
const pct = (pu: number) => `${(pu * 100).toFixed(1)} %`;

/** The system message body of a detected event (plain text, Chinese like every seeded message; times in UTC). */
export function eventText(e: DetectedEvent): string {
  const phase = e.phase ? `${e.phase} 相` : '';
  const tail = `持续约 ${duration(e)}（${clock(e.start)} UTC 起）。`;
  switch (e.kind) {
    case 'freq_excursion':
      return `频率越限：极值 ${e.extreme.toFixed(3)} Hz，${tail}`;
    case 'voltage_swell':
      return `${phase}电压暂升：最高电压 ${pct(e.extreme)}，${tail}`;
    case 'voltage_interruption':
      return `${phase}电压中断：残余电压 ${pct(e.extreme)}，${tail}`;
    case 'rvc':
      return `${phase}快速电压变化：ΔUmax ${pct(e.extreme)}，${tail}`;
    default:
      return `${phase}电压暂降：残余电压 ${pct(e.extreme)}，${tail}`;
  }
}
