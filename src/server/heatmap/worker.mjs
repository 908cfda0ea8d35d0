// The piscina worker: renders one heat map off the main thread. A worker thread has no TypeScript
// loader of its own (under vitest none is inherited; under `tsx` only through execArgv), so this
// plain module loads render.ts through tsx's scoped API, the same way in both.
import { tsImport } from 'tsx/esm/api';

const { renderHeatmap } = await tsImport('./render.ts', import.meta.url);

/** A validated HeatRequest → the PNG as base64, the form the route answers (encoding it here spares the main thread). */
export default (req) => renderHeatmap(req).toString('base64');
