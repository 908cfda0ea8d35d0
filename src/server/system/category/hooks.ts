import type { EntityHooks } from '../../crud/hooks.js';
import { codeUnder, moveCategory } from './code.js';

const parentOf = (row: Record<string, unknown>) => (row.pid ? String(row.pid) : null);

/** Categories: the code is issued here (readOnly, never from the request); a move re-codes the subtree. Only w.trx. */
export const categoryHooks: EntityHooks = {
  async beforeWrite(w, row, op, id) {
    if (op === 'add') row.code = await codeUnder(w.trx, parentOf(row));
    else if ('pid' in row) {
      const code = await moveCategory(w.trx, id, parentOf(row));
      if (code) row.code = code;
    }
  },
};
