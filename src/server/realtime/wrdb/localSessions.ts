import type { SessionTable } from './sessions.js';
import type { WrdbSessions } from './types.js';

/** The in-process table behind the routes' session interface: one process, no Redis; touch answers at once. */
export const localSessions = (table: SessionTable): WrdbSessions => ({
  open: async (address) => table.open(address).session,
  touch: (id, address) => table.touch(id, address),
  close: async (id, address) => table.close(id, address),
  get size() {
    return table.size;
  },
});
