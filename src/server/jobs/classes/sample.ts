import type { JobClass } from '../types.js';
import { said } from '../../i18n/said.js';

/** Does nothing but log its parameter: a way to try a cron expression. */
export const sampleJob: JobClass = {
  title: '示例任务：记录参数',
  async run({ parameter, log }) {
    log(`sample job: ${parameter}`);
    return said('job.sample.done', { parameter });
  },
};
