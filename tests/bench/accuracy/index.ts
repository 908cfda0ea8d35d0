import path from 'node:path';
import { publish } from '../docs.js';
import { table } from '../report.js';
import { modulation, outOfBand, passes, ramps, steadyHarmonics, steadyRange, type AccuracyRow } from './cases.js';
import { DEVICE } from './limits.js';
import { iecHarmonics, steps } from './steps.js';

/** The table lives in the measurement-math section of docs/realtime.md, between its markers. */
export const ACCURACY_DOCS = path.resolve('docs/realtime.md');

/** Every test of the table, worst case per quantity (the same cases the unit tests assert). */
export function accuracyRows(): AccuracyRow[] {
  return [
    ...steadyRange(),
    ...steadyHarmonics(),
    ...outOfBand(),
    ...ramps(),
    ...modulation('amplitude'),
    ...modulation('phase'),
    ...steps('magnitude'),
    ...steps('phase'),
    ...iecHarmonics(),
  ];
}

const CAPTION = [
  'IEEE C37.118.1-2011 + a-2014, M class (what an SMD-L claims), 50 reporting instants a second from 5.12 kHz sampling:',
  'the synchrophasor (`math/synchrophasor.ts`: the fundamental fitted at the estimated frequency over a 100 ms Hann window',
  'centred on the instant, referred to the nominal 50 Hz cosine; TVE in %), frequency (`math/track.ts`: `estimateFrequency`',
  'over a 150 ms window centred on the instant) and ROCOF (`math/rocof.ts`: central difference of those frequencies), on',
  'closed-form signals; worst case of each sweep against the limit (`tests/bench/accuracy/`, asserted by',
  '`tests/unit/c37118Accuracy.test.ts`). Last rows: the IEC 61000-4-7 analysis of the 225 ms windows, with the project bound on groups.',
].join('\n');

export const accuracyOk = (rows: AccuracyRow[]) => rows.every(passes);

const num = (x: number) => (!Number.isFinite(x) ? String(x) : x === 0 ? '0' : Math.abs(x) >= 0.1 ? x.toFixed(3) : x.toPrecision(2));
const limit = (x: number) => String(+x.toPrecision(3));

export function accuracyTable(rows: AccuracyRow[]): string {
  const body = rows.map((r) => [r.test, r.quantity, `${num(r.achieved)} ${r.unit}`, `≤ ${limit(r.limit)} ${r.unit}`, passes(r) ? 'pass' : 'FAIL', r.worst]);
  return table(['test', 'quantity', 'achieved (worst)', 'limit (M class)', '', 'worst case'], body, [false, false, true, true, false, false]);
}

/** `npm run bench -- --only=accuracy`: prints the table, writes it into docs/realtime.md; false on a miss. */
export function benchAccuracy(log: (s?: string) => void): boolean {
  const { fs, reportRate, f0 } = DEVICE;
  log(
    `\n=== IEEE C37.118.1-2011 + a-2014, M class (SMD-L): synchrophasor, frequency and ROCOF at ${reportRate} reports/s from a ${fs / 1000} kHz waveform, f0 = ${f0} Hz (closed-form signals) ===`,
  );
  const rows = accuracyRows();
  const text = accuracyTable(rows);
  log(text);
  publish('accuracy', `${CAPTION}\n\n${text}`, ACCURACY_DOCS);
  const ok = accuracyOk(rows);
  if (!ok) log(`accuracy: ${rows.filter((r) => !passes(r)).length} of ${rows.length} results missed their limit.`);
  return ok;
}
