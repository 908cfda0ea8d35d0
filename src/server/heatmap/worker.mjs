// The piscina worker: renders one heat map off the main thread. A worker thread has no TypeScript
// loader of its own (under vitest none is inherited; under `tsx` only through execArgv), so this
// plain module loads render.ts through tsx's scoped API, the same way in both.
import fs from 'node:fs';
import os from 'node:os';
import { move } from 'piscina';
import { tsImport } from 'tsx/esm/api';

// Rendering yields the CPU to the thread that answers everyone else when cores are short: a lower
// priority (nice 10) for this thread alone, which Linux keys by thread id (/proc/thread-self → …/task/<tid>).
try {
  os.setPriority(Number(fs.readlinkSync('/proc/thread-self').split('/').pop()), 10);
} catch {
  /* not Linux: the default priority */
}

const { renderHeatmap } = await tsImport('./render.ts', import.meta.url);

/**
 * A validated HeatRequest → the PNG as a JSON string literal ("<base64>"), bytes moved to the main
 * thread without a copy: it only splices them into the envelope instead of encoding ~2 MB itself.
 */
export default (req) => move(Buffer.from(`"${renderHeatmap(req).toString('base64')}"`, 'latin1'));
