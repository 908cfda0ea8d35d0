import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../shared/contract/envelope.js';
import { newId } from '../../../shared/ids.js';
import { decorate, scoped, selectReadable } from '../../crud/records.js';
import { zIds } from '../../http/ids.js';
import type { Ctx } from '../../http/types.js';

const tags = ['Users'];
/** the announcement form resolves its chosen recipients by id */
const READ = ['user:list', 'annountCement:add', 'annountCement:edit'];

/** Small user look-ups JeecgBoot's forms call: a fresh id, users by ids, names by ids. */
export async function userLookupRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const e = ctx.registry.must('sys_user');
  const byIds = (ids: string[], tenantId: string) => selectReadable(scoped(ctx, e, tenantId), e).where('sys_user.id', 'in', ids).orderBy('sys_user.username');

  // DepartWindow / UserModal ask for the id of the user they are about to add
  app.get('/sys/user/generateUserId', { config: { perm: 'user:add' }, schema: { tags, summary: 'A new user id (32 hex characters)' } }, async () => ok(newId()));

  app.get('/sys/user/queryByIds', { config: { perm: READ }, schema: { tags, summary: 'Users by id (userIds: a,b)', querystring: z.object({ userIds: zIds('userIds') }) } }, async (req) => {
    const rows = await byIds(req.query.userIds, req.tenantId).execute();
    return ok(await decorate(ctx, e, rows, req.tenantId));
  });

  app.get('/sys/user/queryUserNameList', { config: { perm: READ }, schema: { tags, summary: 'Id, username and name of users by id (userIds: a,b)', querystring: z.object({ userIds: zIds('userIds') }) } }, async (req) => {
    const rows = await byIds(req.query.userIds, req.tenantId).execute();
    return ok(rows.map((r) => ({ id: r.id, username: r.username, realname: r.realname })));
  });
}
