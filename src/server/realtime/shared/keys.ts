import type { Shared } from '../../redis/types.js';
import type { RecordSpec } from '../wrdb/types.js';

/** A record's stream: rate and width in the name, so a changed record starts a new stream. */
export const streamKey = (shared: Shared, s: Pick<RecordSpec, 'recordId' | 'rate' | 'width'>) => shared.key('wrdb', 'rec', s.recordId, s.rate, s.width);
/** the wrdb sessions: all of them by last use, their owners, the number each address holds */
export const sessionKeys = (shared: Shared) => [shared.key('wrdb', 'sess'), shared.key('wrdb', 'owner'), shared.key('wrdb', 'holders')];
export const addressKey = (shared: Shared, address: string) => shared.key('wrdb', 'addr', address);
export const leaseKey = (shared: Shared, name: string) => shared.key('lease', name);
