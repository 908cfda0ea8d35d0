import type { FastifyReply } from 'fastify';
import { ok } from '../../../shared/envelope.js';

/** stands for the raw value in the envelope text; nothing else in these answers can contain it */
const PLACEHOLDER = '@@isps-raw-value@@';

/**
 * Sends an ok envelope whose result carries one pre-serialised JSON value under `key`
 * (wrdb windows), so the large array is not stringified a second time.
 */
export function sendWithRaw(reply: FastifyReply, result: Record<string, unknown>, key: string, raw: string, message?: string) {
  const text = JSON.stringify(ok({ ...result, [key]: PLACEHOLDER }, message));
  const at = text.indexOf(`"${PLACEHOLDER}"`);
  return reply.type('application/json; charset=utf-8').send(`${text.slice(0, at)}${raw}${text.slice(at + PLACEHOLDER.length + 2)}`);
}
