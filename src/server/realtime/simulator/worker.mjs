// The simulator thread's entry (worker.ts), loaded through tsx as the PGlite thread's is (db/liteWorker.mjs).
import { tsImport } from 'tsx/esm/api';

const { serve } = await tsImport('./worker.ts', import.meta.url);
serve();
