import { afterEach } from 'vitest';
import { MISMATCH_PREFIX } from '#client/api/answerCheck.js';

/**
 * A console call whose answer does not match its schema throws in vitest, but a caller that falls back on any
 * error (a dictionary load answering [], a notice falling back to its list row) would swallow it. Every mismatch
 * is also written to console.error: a test during which one was written fails, whoever caught the throw.
 */
const seen: string[] = [];
const write = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith(MISMATCH_PREFIX)) seen.push(args[0]);
  write(...args);
};

afterEach(() => {
  const found = seen.splice(0);
  if (found.length) throw new Error(`answers that do not match their contract:\n${found.join('\n')}`);
});
