import type { z } from 'zod';
import { request } from '../api/http.js';
import { showCurveWarning } from '../curves/portalGet.js';
import type { CurveEnvelope } from '../curves/types.js';

export class PortalWarning extends Error {}

type Query = Record<string, string | number>;

/**
 * GET a public portal endpoint (every portal page reads through this); a 510 (or other business failure) shows its
 * message as a warning, once per text at a time, and rejects. With `answer` (the schema the route's response is built
 * from, src/shared/contract/portal.ts) the result is checked and typed by it.
 */
export async function portalFetch<S extends z.ZodType>(path: string, answer: S, query?: Query): Promise<z.output<S>>;
export async function portalFetch<T>(path: string, answer?: undefined, query?: Query): Promise<T>;
export async function portalFetch(path: string, answer?: z.ZodType, query: Query = {}): Promise<unknown> {
  const body = await request<CurveEnvelope<unknown>>('GET', path, { query, quiet: true, answer });
  if (!body.success) {
    showCurveWarning(body.message);
    throw new PortalWarning(body.message);
  }
  return body.result;
}
