import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { decorate, selectReadable, scoped } from '../../crud/records.js';
import { badRequest } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { looseAnswer } from '#shared/contract/loose.js';

type Row = Record<string, any>;
const tags = ['Permissions'];

/** The menu page's reads in JeecgBoot's shapes: the whole tree, or one level at a time. */
export async function menuAdminRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const e = ctx.registry.must('sys_permission');
  const rows = async (where?: (q: any) => any) => {
    let q = selectReadable(scoped(ctx, e, '0'), e)
      .orderBy('sys_permission.sort_no')
      .orderBy('sys_permission.id');
    if (where) q = where(q);
    return (await decorate(ctx, e, await q.execute(), '0')) as Row[];
  };
  const node = (r: Row, children?: Row[]) => ({
    ...r,
    key: r.id,
    title: r.name,
    leaf: r.isLeaf,
    ...(children?.length ? { children } : {}),
  });
  const perm = { perm: 'permission:list' };

  app.get('/sys/permission/list', { config: perm, schema: { tags, summary: 'Every menu and button as a tree', response: looseAnswer } }, async () => {
    const all = await rows();
    const kids = new Map<string, Row[]>();
    for (const r of all) kids.set(r.parentId ?? '', [...(kids.get(r.parentId ?? '') ?? []), r]);
    const ids = new Set(all.map((r) => r.id));
    const walk = (pid: string): Row[] => (kids.get(pid) ?? []).map((r) => node(r, walk(r.id)));
    const roots = all.filter((r) => !r.parentId || !ids.has(r.parentId));
    return ok(roots.map((r) => node(r, walk(r.id))));
  });

  app.get('/sys/permission/getSystemMenuList', { config: perm, schema: { tags, summary: 'Top-level menus', response: looseAnswer } }, async () =>
    ok(
      (await rows((q) => q.where((eb: any) => eb.or([eb('sys_permission.parent_id', 'is', null), eb('sys_permission.parent_id', '=', '')])))).map((r) =>
        node(r),
      ),
    ),
  );

  app.get(
    '/sys/permission/getSystemSubmenu',
    {
      config: perm,
      schema: {
        tags,
        summary: 'Children of one menu',
        querystring: z.object({ parentId: z.string({ error: 'parentId 不能为空' }).min(1, 'parentId 不能为空').max(32) }),
        response: looseAnswer,
      },
    },
    async (req) => {
      const { parentId } = req.query;
      return ok((await rows((q) => q.where('sys_permission.parent_id', '=', parentId))).map((r) => node(r)));
    },
  );

  app.get(
    '/sys/permission/getSystemSubmenuBatch',
    {
      config: perm,
      schema: {
        tags,
        summary: 'Children of several menus, by parent id',
        querystring: z.object({ parentIds: z.string({ error: 'parentIds 不能为空' }).min(1, 'parentIds 不能为空').max(3300) }),
        response: looseAnswer,
      },
    },
    async (req) => {
      const { parentIds } = req.query;
      const ids = parentIds.split(',').filter(Boolean);
      if (!ids.length || ids.some((i) => i.length > 32)) throw badRequest('parentIds 格式不正确', 'parentIds');
      const list = await rows((q) => q.where('sys_permission.parent_id', 'in', ids));
      const out: Record<string, Row[]> = Object.fromEntries(ids.map((id) => [id, []]));
      for (const r of list) out[r.parentId].push(node(r));
      return ok(out);
    },
  );
}
