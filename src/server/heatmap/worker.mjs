// The piscina worker: renders one heat map off the main thread. A worker thread has no TypeScript
// loader of its own (under vitest none is inherited; under `tsx` only through execArgv), so this
// plain module loads render.ts through tsx's scoped API, the same way in both.
import { move } from 'piscina';
import { tsImport } from 'tsx/esm/api';

const { renderHeatmap } = await tsImport('./render.ts', import.meta.url);

/**
 * A validated HeatRequest → the PNG as a JSON string literal ("<base64>"), bytes moved to the main
 * thread without a copy: it only splices them into the envelope instead of encoding ~2 MB itself.
 */
export default (req) => move(Buffer.from(`"${renderHeatmap(req).toString('base64')}"`, 'latin1'));
