import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { newId } from '#shared/ids.js';
import { decorate, scoped, selectReadable } from '../../crud/records.js';
import { escapeLike } from '../../db/like.js';
import { zId, zIds } from '../../http/ids.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { absentIfBlank as blank, pagingParams } from '#shared/contract/queryParams.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Users'];
/** the announcement form resolves its chosen recipients by id */
const READ = ['user:list', 'annountCement:add', 'annountCement:edit'];
/** the user picker by department (JSelectUserByDep) sits in forms all over the console */
const PICK = [...READ, 'userAgent:add', 'userAgent:edit'];
const pickQuery = z.object({
  departId: z.preprocess(blank, zId('departId').optional()),
  realname: z.preprocess(blank, z.string().trim().max(100, 'realname 长度不能超过 100').optional()),
  username: z.preprocess(blank, z.string().trim().max(100, 'username 长度不能超过 100').optional()),
  ...pagingParams(),
});

/** Small user look-ups JeecgBoot's forms call: a fresh id, users by ids, names by ids. */
export async function userLookupRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const e = ctx.registry.must('sys_user');
  const byIds = (ids: string[], tenantId: string) =>
    selectReadable(scoped(ctx, e, tenantId), e)
      .where('sys_user.id', 'in', ids)
      .orderBy('sys_user.username');

  // DepartWindow / UserModal ask for the id of the user they are about to add
  app.get(
    '/sys/user/generateUserId',
    { config: { perm: 'user:add' }, schema: { tags, summary: 'A new user id (32 hex characters)', response: looseAnswer } },
    async () => ok(newId()),
  );

  app.get(
    '/sys/user/queryByIds',
    {
      config: { perm: READ },
      schema: { tags, summary: 'Users by id (userIds: a,b)', querystring: z.object({ userIds: zIds('userIds') }), response: looseAnswer },
    },
    async (req) => {
      const rows = await byIds(req.query.userIds, req.tenantId).execute();
      return ok(await decorate(ctx, e, rows, req.tenantId));
    },
  );

  app.get(
    '/sys/user/queryUserComponentData',
    {
      config: { perm: PICK },
      schema: {
        tags,
        summary: 'Users of a department and its sub-departments (paged; realname, username: contains)',
        querystring: pickQuery,
        response: looseAnswer,
      },
    },
    async (req) => {
      const q = req.query;
      let base = scoped(ctx, e, req.tenantId);
      if (q.departId) {
        // the department and those under it: their org codes start with its code
        const depart = await ctx.db.selectFrom('sys_depart').select('org_code').where('id', '=', q.departId).where('del_flag', '=', 0).executeTakeFirst();
        if (!depart) throw notFound(`未找到 id 为 ${q.departId} 的部门`);
        base = base.where(
          'sys_user.id',
          'in',
          ctx.db
            .selectFrom('sys_user_depart as ud')
            .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
            .select('ud.user_id')
            .where('d.del_flag', '=', 0)
            .where('d.org_code', 'like', `${escapeLike(String(depart.org_code))}%`),
        );
      }
      if (q.realname) base = base.where('sys_user.realname', 'ilike', `%${escapeLike(q.realname)}%`);
      if (q.username) base = base.where('sys_user.username', 'ilike', `%${escapeLike(q.username)}%`);
      const [records, n] = await Promise.all([
        selectReadable(base, e)
          .orderBy('sys_user.username')
          .limit(q.pageSize)
          .offset((q.pageNo - 1) * q.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const total = Number(n.n);
      return ok({ records: await decorate(ctx, e, records, req.tenantId), total, size: q.pageSize, current: q.pageNo, pages: Math.ceil(total / q.pageSize) });
    },
  );

  app.get(
    '/sys/user/queryUserNameList',
    {
      config: { perm: READ },
      schema: {
        tags,
        summary: 'Id, username and name of users by id (userIds: a,b)',
        querystring: z.object({ userIds: zIds('userIds') }),
        response: looseAnswer,
      },
    },
    async (req) => {
      const rows = await byIds(req.query.userIds, req.tenantId).execute();
      return ok(rows.map((r) => ({ id: r.id, username: r.username, realname: r.realname })));
    },
  );

  // JSelectUserByDepModal echoes its chosen users by id or username ("a,b,"): a bare list, as JeecgBoot answers
  const list = (field: string) => z.string().max(20_000, `${field} 过长`).optional();
  app.get(
    '/sys/user/getMultiUser',
    {
      config: { perm: PICK },
      schema: {
        tags,
        summary: 'Users whose id or username is in the given list (a,b,) — a bare array, not an envelope',
        querystring: z.object({ id: list('id'), username: list('username') }),
        // a bare list of readable user records, as JeecgBoot answers it
        response: { 200: z.array(z.looseObject({})) },
      },
    },
    async (req) => {
      const { id, username } = req.query;
      const values = (id ?? username ?? '').split(',').filter(Boolean).slice(0, 1000);
      if (!id && !username) throw badRequest('请给出 id 或 username', 'id');
      if (!values.length) return [];
      const rows = await selectReadable(scoped(ctx, e, req.tenantId), e)
        .where(id ? 'sys_user.id' : 'sys_user.username', 'in', values)
        .orderBy('sys_user.username')
        .execute();
      return decorate(ctx, e, rows, req.tenantId);
    },
  );
}
