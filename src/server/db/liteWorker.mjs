// The PGlite worker thread's entry (liteServe.ts). Workers do not inherit every host's TypeScript loader
// (vitest's, for one), so the module is loaded through tsx here, the same under vitest and `npm start`.
import { tsImport } from 'tsx/esm/api';

const { serve } = await tsImport('./liteServe.ts', import.meta.url);
await serve();
