import type { EntityHooks } from '../../crud/hooks.js';
import { JOBS, JOBS_TOPIC } from './scheduler.js';
import { validateJob } from './validate.js';

const text = (v: unknown) => (v == null ? '' : String(v).trim());

/** Scheduled jobs: checked on save; every process re-reads its timers after a change. */
export const quartzJobHooks: EntityHooks = {
  async beforeWrite(w, row, op, id) {
    const old = op === 'edit' ? await w.trx.selectFrom(JOBS).selectAll().where('id', '=', id).executeTakeFirst() : undefined;
    const pick = (col: string) => text(col in row ? row[col] : old?.[col]);
    if ('job_class_name' in row) row.job_class_name = text(row.job_class_name);
    if ('cron_expression' in row) row.cron_expression = text(row.cron_expression).replace(/\s+/g, ' ');
    validateJob({ className: pick('job_class_name'), cron: pick('cron_expression'), parameter: pick('parameter') });
  },
  changed(ctx) {
    ctx.bus.publish(JOBS_TOPIC);
  },
};
