/// <reference types="vite/client" />
import type { z } from 'zod';

/** The prefix of a mismatch report: the browser tests' fixture (tests/e2e/fixtures.ts) fails a test on it. */
export const MISMATCH_PREFIX = '[isps answer mismatch]';

declare global {
  interface Window {
    /** set before the console loads (the browser tests' init script) to check answers in a production build */
    __ISPS_CHECK_ANSWERS__?: boolean;
  }
}

/** Thrown in development and vitest, where a mismatch should stop the work at once. */
export class AnswerMismatch extends Error {
  override name = 'AnswerMismatch';
}

// Vite writes DEV and MODE into the bundle: a production build keeps only the flag's lookup, so real users pay
// one property read per answer; vitest runs in mode 'test'.
const strict = () => import.meta.env.DEV || import.meta.env.MODE === 'test';
const flagged = () => typeof window !== 'undefined' && window.__ISPS_CHECK_ANSWERS__ === true;

/**
 * Checks a successful answer's result against the schema its route's response is built from. The caller keeps the
 * answer as it came (parsing would drop keys the schema does not name, and unchecked users would see a different
 * object). Every mismatch is written to console.error (the browser tests and vitest's setup fail on it); development
 * and vitest also throw.
 */
export function checkAnswer(what: string, schema: z.ZodType, body: unknown) {
  const on = strict();
  if (!on && !flagged()) return;
  if (typeof body !== 'object' || body === null || (body as { success?: unknown }).success !== true) return;
  const parsed = schema.safeParse((body as { result?: unknown }).result);
  if (parsed.success) return;
  const issues = parsed.error.issues.map((i) => `result${i.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}: ${i.message}`);
  const text = `${MISMATCH_PREFIX} ${what}: ${issues.slice(0, 5).join('; ')}${issues.length > 5 ? ` (+${issues.length - 5} more)` : ''}`;
  // written in development too: a caller that falls back on any error would otherwise swallow the throw
  console.error(text);
  if (on) throw new AnswerMismatch(text);
}
