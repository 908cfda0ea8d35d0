import { newId } from '../../../shared/ids.js';
import { nowText } from '../../crud/records.js';
import type { Ctx } from '../../http/types.js';

export interface LogEntry {
  type: 1 | 2; // 1 login, 2 operation (dictionary log_type)
  content: string;
  userId?: string;
  username?: string;
  ip?: string;
  method?: string;
  url?: string;
  requestType?: string;
  costMs?: number;
  operateType?: number;
}

export async function writeLog(ctx: Ctx, e: LogEntry): Promise<void> {
  await ctx.db.insertInto('sys_log').values({
    id: newId(), log_type: e.type, log_content: e.content.slice(0, 1000), operate_type: e.operateType ?? null,
    userid: e.userId ?? null, username: e.username ?? null, ip: e.ip ?? null, method: e.method ?? null,
    request_url: e.url?.slice(0, 255) ?? null, request_type: e.requestType ?? null, cost_time: e.costMs ?? null,
    create_time: nowText(),
  }).execute();
}
