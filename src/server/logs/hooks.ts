import type { EntityHooks } from '../crud/hooks.js';
import { sayIn, storedSaid, type Said } from '../i18n/said.js';

/**
 * Log lines in the reader's language. The Chinese text is what is stored (JeecgBoot's console reads and searches
 * it); a line written with its key (writeLog.ts) is said again for a reader in another language. Lines from
 * before keys keep their stored text.
 */
export const logHooks: EntityHooks = {
  async decorate(ctx, rows, lang) {
    if (lang === 'zh' || !rows.length) return;
    const stored = await ctx.db
      .selectFrom('sys_log')
      .select(['id', 'log_said'])
      .where(
        'id',
        'in',
        rows.map((r) => String(r.id)),
      )
      .where('log_said', 'is not', null)
      .execute();
    const byId = new Map(stored.map((r) => [String(r.id), storedSaid<{ result: Said }>(r.log_said as string)]));
    for (const r of rows) {
      const s = byId.get(String(r.id));
      if (!s) continue;
      if ('logContent' in r) r.logContent = sayIn(s, lang);
      if (s.result && 'result' in r) r.result = sayIn(s.result, lang);
    }
  },
};
