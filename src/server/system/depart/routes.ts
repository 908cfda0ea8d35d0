import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail, ok } from '#shared/contract/envelope.js';
import { scoped, selectReadable } from '../../crud/records.js';
import type { AuthUser, Ctx } from '../../http/types.js';
import { departPermissionRoutes } from './departPermission.js';
import { departRoleRoutes } from './departRole.js';
import { departLazyRoutes } from './lazyTree.js';
import { escapeLike } from '../../db/like.js';
import { flatten, idTree, nest, subtrees, toNode } from './tree.js';
import { looseAnswer } from '#shared/contract/loose.js';
import { answerOf } from '#shared/contract/answer.js';
import { departIdTree, departTreeList } from '#shared/contract/departTree.js';

const tags = ['Departments'];
/** department pickers on the user pages read the tree too, and so does the address book */
const READ = ['depart:list', 'user:list', 'addressList:list'];
const USER_IDENTITY_SUPERIOR = 2;

const searchQuery = z.object({
  keyWord: z.string({ error: 'keyWord 不能为空' }).trim().min(1, 'keyWord 不能为空').max(100, 'keyWord 长度不能超过 100'),
  myDeptSearch: z.string().optional(),
});

/** Hand-written department endpoints beside the schema CRUD routes (add/edit/delete are generic, with departHooks). */
export async function departRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const e = ctx.registry.must('sys_depart');
  const records = (tenantId: string) =>
    selectReadable(scoped(ctx, e, tenantId), e)
      .orderBy('sys_depart.depart_order')
      .orderBy('sys_depart.org_code');
  const fullTree = async (tenantId: string) => nest(await records(tenantId).execute());

  /** Departments the caller is in charge of (JeecgBoot: identity 上级 with depart_ids); null means all (admin). */
  const inCharge = async (user: AuthUser): Promise<string[] | null> => {
    if (user.isAdmin) return null;
    const u = await ctx.db.selectFrom('sys_user').select(['depart_ids', 'user_identity']).where('id', '=', user.id).executeTakeFirst();
    if (Number(u?.user_identity) !== USER_IDENTITY_SUPERIOR) return [];
    return String(u?.depart_ids ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  };

  app.get(
    '/sys/sysDepart/queryTreeList',
    { config: { perm: READ }, schema: { tags, summary: 'Every department as a tree (SysDepartTreeModel)', response: answerOf(departTreeList) } },
    async (req) => ok((await fullTree(req.tenantId)).roots),
  );

  app.get(
    '/sys/sysDepart/queryIdTree',
    { config: { perm: READ }, schema: { tags, summary: 'Department ids and names as a tree, for tree selects', response: answerOf(departIdTree) } },
    async (req) => ok(idTree((await fullTree(req.tenantId)).roots)),
  );

  app.get(
    '/sys/sysDepart/searchBy',
    {
      config: { perm: READ },
      schema: { tags, summary: 'Departments whose name contains keyWord, as a flat list', querystring: searchQuery, response: looseAnswer },
    },
    async (req) => {
      const q = req.query;
      let rows = await records(req.tenantId)
        .where('sys_depart.depart_name', 'ilike', `%${escapeLike(q.keyWord)}%`)
        .execute();
      if (q.myDeptSearch === '1') {
        // the "my departments" page searches only inside the caller's own subtrees
        const mine = await inCharge(req.user!);
        if (mine) {
          const allowed = new Set(flatten(subtrees((await fullTree(req.tenantId)).byId, mine)).map((n) => n.key));
          rows = rows.filter((r) => allowed.has(String(r.id)));
        }
      }
      // JeecgBoot answers an empty search with success:false, which its tree shows as a warning
      if (!rows.length) return fail('未查询匹配数据！', 500, []);
      return ok(rows.map(toNode));
    },
  );

  app.get(
    '/sys/sysDepart/queryMyDeptTreeList',
    { schema: { tags, summary: "The caller's departments in charge, as trees (admin: all)", response: looseAnswer } },
    async (req) => {
      const mine = await inCharge(req.user!);
      const { roots, byId } = await fullTree(req.tenantId);
      return ok(mine ? subtrees(byId, mine) : roots, '查询成功');
    },
  );

  await departPermissionRoutes(app, ctx);
  await departRoleRoutes(app, ctx);
  await departLazyRoutes(app, ctx, READ);
}
