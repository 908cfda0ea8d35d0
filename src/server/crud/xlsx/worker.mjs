// Piscina's entry for readRows.ts. Workers do not inherit the TypeScript loader of every host
// (vitest's, for one), so the module is loaded through tsx here, the same under vitest and `npm start`.
import { tsImport } from 'tsx/esm/api';

const { default: readRows } = await tsImport('./readRows.ts', import.meta.url);
export default readRows;
