import { dropExpiredHistory } from '#server/realtime/history/partitions.js';
import { realtimeOf } from '#server/realtime/plane.js';
import type { JobClass } from '../types.js';

/** Drops the day partitions of measurement history past ISPS_HISTORY_1S_DAYS / ISPS_HISTORY_10M_DAYS. */
export const historyRetentionJob: JobClass = {
  title: '测量历史保留：删除过期的按日分区',
  async run({ ctx }) {
    const history = realtimeOf(ctx)?.opts.history;
    if (!history) return '实时数据未启用，无历史可清理';
    const dropped = await dropExpiredHistory(ctx.db, history);
    return `删除 1 秒历史分区 ${dropped['1s'].length} 个、1 分钟历史分区 ${dropped['1m'].length} 个、10 分钟历史分区 ${dropped['10m'].length} 个（保留 ${history.secondDays} / ${history.minuteDays} / ${history.tenMinuteDays} 天）`;
  },
};
