import type { StreamSession } from './session.js';

/** A real device's connection, whatever the transport. */
export interface Link {
  readonly session: StreamSession;
  start(): void;
  stop(): void;
}
