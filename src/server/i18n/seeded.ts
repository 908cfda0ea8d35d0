import type { Row } from '../crud/hooks.js';

/**
 * Seeded rows speak the reader's language until an administrator edits them: a row the system created (create_by
 * system) and nobody has changed since (no update_by) shows its English text to an English reader; an edited one shows
 * what the administrator wrote.
 */
export function seededInEnglish(rows: Row[], field: string, english: (r: Row) => unknown): void {
  for (const r of rows) {
    if (r.createBy !== 'system' || r.updateBy) continue;
    const en = english(r);
    if (typeof en === 'string' && en) r[field] = en;
  }
}
