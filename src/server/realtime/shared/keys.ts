import type { Shared } from '../../redis/types.js';
import type { RecordSpec } from '../wrdb/types.js';

/** A record's stream: rate and width in the name, so a changed record starts a new stream. */
export const streamKey = (shared: Shared, s: Pick<RecordSpec, 'recordId' | 'rate' | 'width'>) => shared.key('wrdb', 'rec', s.recordId, s.rate, s.width);
export const sessionKey = (shared: Shared, id: number) => shared.key('wrdb', 'sess', id);
export const addressKey = (shared: Shared, address: string) => shared.key('wrdb', 'addr', address);
export const leaseKey = (shared: Shared, name: string) => shared.key('lease', name);
