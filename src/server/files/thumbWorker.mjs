// Piscina's entry for thumbDecode.ts, loaded through tsx as crud/xlsx/worker.mjs explains.
import { tsImport } from 'tsx/esm/api';

const { default: makeThumbnail } = await tsImport('./thumbDecode.ts', import.meta.url);
export default makeThumbnail;
