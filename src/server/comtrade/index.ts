/** COMTRADE (IEEE C37.111-2013 / IEC 60255-24:2013) out and in: no well-kept npm package does this, so it is written here (docs/comtrade.md). */
export { comtradeFromSamples } from './fromSamples.js';
export { toCff, toFiles, toZip } from './files.js';
export { parseComtrade, sampleTimes, splitCff, unzipComtrade } from './parse.js';
export type { ChannelInput, ComtradeFiles, ComtradeRecord, FileType, SamplesInput } from './types.js';
export { FILE_TYPES, LIMITS } from './types.js';
