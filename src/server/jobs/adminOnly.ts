import { forbidden } from '../http/errors.js';
import type { AuthUser } from '../http/types.js';
import { jobClass } from './registry.js';

/**
 * Jobs of a class that deletes logs (purgesLogs) are for administrators: creating, editing, running or
 * resuming one is refused (403) to any other role, even one holding every quartzJob permission, so
 * whoever may schedule jobs cannot use one to wipe the record of what they did.
 */
export function assertMayManage(user: AuthUser, ...classNames: (string | null | undefined)[]): void {
  if (user.isAdmin) return;
  if (classNames.some((c) => c && jobClass(c)?.purgesLogs)) throw forbidden('只有系统管理员可以新增、修改、执行或启动清理日志的定时任务');
}
