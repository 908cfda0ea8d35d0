import type { Expression } from 'kysely';
import type { Page } from '#shared/contract/page.js';
import type { Row } from '../../crud/hooks.js';
import { listPage } from '../../crud/read.js';
import type { Ctx } from '../../http/types.js';
import { userHooks } from './hooks.js';

/** A page of live users whose id is in `ids` (a subquery over a relation table): the user list, restricted; dictionary text of the tenant. */
export const usersPage = (ctx: Ctx, q: Record<string, unknown>, ids: Expression<any>, tenantId: string): Promise<Page<Row>> =>
  listPage(ctx, ctx.registry.must('sys_user'), userHooks, q, tenantId, { where: (eb) => eb('sys_user.id', 'in', ids) });

/** JeecgBoot matches these list's `username` parameter as a substring. */
export const usernameLike = (q: Record<string, unknown>) =>
  typeof q.username === 'string' && q.username && !q.username.includes('*') ? { ...q, username: `*${q.username}*` } : q;
