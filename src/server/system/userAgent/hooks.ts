import type { EntityHooks } from '../../crud/hooks.js';
import { badRequest } from '../../http/errors.js';

/** An agent is another existing user, for a period that ends after it starts. */
export const userAgentHooks: EntityHooks = {
  async beforeWrite(w, row) {
    const b = { ...w.body };
    const user = String(row.user_name ?? b.userName ?? '');
    const agent = String(row.agent_user_name ?? b.agentUserName ?? '');
    if (user && agent && user === agent) throw badRequest('代理人不能是用户本人', 'agentUserName');
    for (const [name, field] of [
      [user, 'userName'],
      [agent, 'agentUserName'],
    ] as const) {
      if (!name || !(name in row || field in b)) continue;
      const found = await w.trx.selectFrom('sys_user').select('id').where('username', '=', name).where('del_flag', '=', 0).executeTakeFirst();
      if (!found) throw badRequest(`用户「${name}」不存在`, field);
    }
    const start = row.start_time ?? b.startTime;
    const end = row.end_time ?? b.endTime;
    if (start && end && String(end) <= String(start)) throw badRequest('代理结束时间必须晚于开始时间', 'endTime');
  },
};
