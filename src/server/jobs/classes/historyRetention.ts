import { dropExpiredHistory } from '#server/realtime/history/partitions.js';
import { realtimeOf } from '#server/realtime/plane.js';
import type { JobClass } from '../types.js';
import { said } from '../../i18n/said.js';

/** Drops the day partitions of measurement history past ISPS_HISTORY_1S_DAYS / ISPS_HISTORY_10M_DAYS. */
export const historyRetentionJob: JobClass = {
  title: '测量历史保留：删除过期的按日分区',
  async run({ ctx }) {
    const history = realtimeOf(ctx)?.opts.history;
    if (!history) return said('job.history.off');
    const dropped = await dropExpiredHistory(ctx.db, history);
    const { secondDays, minuteDays, tenMinuteDays } = history;
    return said('job.history.done', { s1: dropped['1s'].length, m1: dropped['1m'].length, m10: dropped['10m'].length, secondDays, minuteDays, tenMinuteDays });
  },
};
