import { said, type Said } from '../../i18n/said.js';
import type { DetectedEvent } from './types.js';

const clock = (s: number) => new Date(s * 1000).toISOString().slice(11, 23);
const duration = (e: DetectedEvent) => {
  const s = e.duration ?? e.end - e.start + 0.01;
  return s < 1 ? `${Math.round(s * 1000)} ms` : `${s.toFixed(1)} s`;
};
const pct = (pu: number) => `${(pu * 100).toFixed(1)} %`;

/**
 * The system message body of a detected event (plain text, times in UTC): a key and its parameters, stored in
 * Chinese like every seeded message and said again in the reader's language (i18n/catalogue.ts).
 */
export function eventText(e: DetectedEvent): Said {
  const value = e.kind === 'freq_excursion' ? e.extreme.toFixed(3) : pct(e.extreme);
  const params = { value, duration: duration(e), start: clock(e.start) };
  return said(`event.${e.kind}`, e.phase ? { ...params, phase: e.phase, context: 'phase' } : params);
}
