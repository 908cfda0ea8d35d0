import type { EntityHooks } from '../crud/hooks.js';
import { seededInEnglish } from '../i18n/seeded.js';
import { HOUSEKEEPING_EN } from '../monitor/seed.js';
import { assertMayManage } from './adminOnly.js';
import { JOBS, JOBS_TOPIC } from './scheduler.js';
import { validateJob } from './validate.js';

const text = (v: unknown) => (v == null ? '' : String(v).trim());

/** Scheduled jobs: checked on save (log purges by administrators only); every process re-reads its timers after a change. */
export const quartzJobHooks: EntityHooks = {
  async beforeWrite(w, row, op, id) {
    const old = op === 'edit' ? await w.trx.selectFrom(JOBS).selectAll().where('id', '=', id).executeTakeFirst() : undefined;
    const pick = (col: string) => text(col in row ? row[col] : old?.[col]);
    if ('job_class_name' in row) row.job_class_name = text(row.job_class_name);
    if ('cron_expression' in row) row.cron_expression = text(row.cron_expression).replace(/\s+/g, ' ');
    // the class before and after: neither making nor unmaking a log purge is for other roles
    assertMayManage(w.user, pick('job_class_name'), old?.job_class_name as string | undefined);
    validateJob({ className: pick('job_class_name'), cron: pick('cron_expression'), parameter: pick('parameter') }, w.ctx.config.jobMinIntervalSeconds);
  },
  changed(ctx) {
    ctx.bus.publish(JOBS_TOPIC);
  },
  decorate: async (_ctx, rows, lang) => {
    if (lang === 'en') seededInEnglish(rows, 'description', (r) => HOUSEKEEPING_EN[String(r.jobClassName)]);
  },
};
