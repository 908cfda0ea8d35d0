export type { TraceEntry } from '#shared/contract/monitor.js';
