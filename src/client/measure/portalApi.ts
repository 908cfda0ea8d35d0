import { request } from '../api/http.js';
import { showCurveWarning } from '../curves/portalGet.js';
import type { CurveEnvelope } from '../curves/types.js';

export class PortalWarning extends Error {}

/** GET a public portal endpoint (every portal page reads through this); a 510 (or other business failure) shows its message as a warning, once per text at a time, and rejects. */
export async function portalFetch<T>(path: string, query: Record<string, string | number> = {}): Promise<T> {
  const body = await request<CurveEnvelope<T>>('GET', path, { query, quiet: true });
  if (!body.success) {
    showCurveWarning(body.message);
    throw new PortalWarning(body.message);
  }
  return body.result;
}
