import { ok } from '../../../shared/contract/envelope.js';

/** stands for the raw value in the envelope text; nothing else in these answers can contain it */
const MARK = '@@isps-raw-value@@';
const PLACEHOLDER = `"${MARK}"`;

/**
 * An ok envelope's JSON text split where the result's `key` goes, so a large value printed
 * straight into bytes (wrdb windows) is neither stringified nor encoded a second time.
 */
export function envelopeAround(result: Record<string, unknown>, key: string, message?: string): { head: string; tail: string } {
  const text = JSON.stringify(ok({ ...result, [key]: MARK }, message));
  const at = text.indexOf(PLACEHOLDER);
  return { head: text.slice(0, at), tail: text.slice(at + PLACEHOLDER.length) };
}
