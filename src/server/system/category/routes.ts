import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type ExpressionBuilder } from 'kysely';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { bodySchemaFor } from '../../crud/openapi.js';
import { readPermOf, permOf } from '../../crud/perms.js';
import { getById, listPage } from '../../crud/read.js';
import { insertRecord, updateRecord } from '../../crud/write.js';
import { escapeLike } from '../../db/like.js';
import { badRequest } from '../../http/errors.js';
import { zId, zIds } from '../../http/ids.js';
import type { Ctx } from '../../http/types.js';
import { categoryHooks as hooks } from './hooks.js';
import { categoryCheckRoutes } from './checks.js';
import { categoryLoadOneRoute } from './loadOne.js';
import { conditionOf } from '../dict/tableRoutes.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Categories'];
const TABLE = 'sys_category';
/** JeecgBoot stores roots under pid "0"; ISPS keeps null and accepts "0" from its clients. */
const ROOT = '0';
const rootless = (body: unknown) =>
  body && typeof body === 'object' && !Array.isArray(body) && (body as Record<string, unknown>).pid === ROOT ? { ...body, pid: null } : body;

export interface TreeSelectNode {
  key: string;
  value: string;
  title: string;
  code: string;
  parentId: string;
  isLeaf: boolean;
  leaf: boolean;
  children?: TreeSelectNode[];
}

const code = z.string().trim().max(100, 'pcode 长度不能超过 100').optional();
const treeDataQuery = z.object({ pid: zId('pid').optional(), pcode: code, condition: z.string().max(2000).optional() });

/** The category tree beside the schema CRUD routes: JeecgBoot's JCategorySelect / JTreeSelect calls. */
export async function categoryRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const e = ctx.registry.must(TABLE);
  const read = readPermOf(e);
  await categoryCheckRoutes(app, ctx);
  await categoryLoadOneRoute(app, ctx);

  /** Children of pid (null: the roots) as TreeSelectModel nodes, with extra filters on schema fields. */
  async function nodes(pid: string | null, where: Record<string, string> = {}): Promise<TreeSelectNode[]> {
    let q = ctx.db
      .selectFrom(TABLE)
      .select(['id', 'name', 'code', 'pid'])
      .select((eb) => eb.exists(eb.selectFrom(`${TABLE} as k`).select('k.id').whereRef('k.pid', '=', `${TABLE}.id`)).as('has_child'))
      .where((eb) => (pid ? eb('pid', '=', pid) : eb.or([eb('pid', 'is', null), eb('pid', '=', '')])));
    for (const [k, v] of Object.entries(where)) q = q.where(sql.ref(e.byName.get(k)!.column), '=', v);
    const rows = await q.orderBy('code').execute();
    return rows.map((r) => ({
      key: r.id,
      value: r.id,
      title: r.name,
      code: r.code,
      parentId: r.pid || ROOT,
      isLeaf: !r.has_child,
      leaf: !r.has_child,
    }));
  }

  const idOfCode = async (pcode: string | undefined): Promise<string | null> => {
    if (!pcode || pcode === ROOT) return null;
    const row = await ctx.db.selectFrom(TABLE).select('id').where('code', '=', pcode).executeTakeFirst();
    if (!row) throw badRequest(`该编码【${pcode}】不存在，请核实!`, 'pcode');
    return row.id;
  };

  const add = async (req: any) => {
    const id = await insertRecord(ctx, e, hooks, req.user, req.tenantId, rootless(req.body) as Record<string, unknown>);
    return ok(await getById(ctx, e, hooks, id, req.tenantId), '添加成功！');
  };
  const edit = async (req: any) => {
    const id = await updateRecord(ctx, e, hooks, req.user, req.tenantId, rootless(req.body) as Record<string, unknown>);
    return ok(await getById(ctx, e, hooks, id, req.tenantId), '修改成功!');
  };
  app.post(
    '/sys/category/add',
    {
      config: { perm: permOf(e, 'add') },
      schema: { tags, summary: 'Create a category (pid "0" or empty: a root); its code is generated', body: bodySchemaFor(e, 'add'), response: looseAnswer },
    },
    add,
  );
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/sys/category/edit',
      config: { perm: permOf(e, 'edit') },
      schema: { tags, summary: 'Update a category; a new parent re-codes its subtree', body: bodySchemaFor(e, 'edit'), response: looseAnswer },
      handler: edit,
    });
  }

  app.get(
    '/sys/category/rootList',
    { config: { perm: read }, schema: { tags, summary: 'Root categories (paged); searching by name or code looks at every level', response: looseAnswer } },
    async (req) => {
      const q = { ...(req.query as Record<string, unknown>) };
      if (q.pid === ROOT || q.pid === '') delete q.pid;
      const searching = ['name', 'code'].some((k) => typeof q[k] === 'string' && q[k] !== '');
      const roots = (eb: ExpressionBuilder<any, any>) => eb.or([eb(`${TABLE}.pid`, 'is', null), eb(`${TABLE}.pid`, '=', '')]);
      return ok(await listPage(ctx, e, hooks, q, req.tenantId, { user: req.user!, ...(searching || q.pid ? {} : { where: roots }) }));
    },
  );

  app.get(
    '/sys/category/loadTreeRoot',
    {
      config: { perm: read },
      schema: {
        tags,
        summary: 'Children of the category with code pcode (all levels unless async=true)',
        querystring: z.object({ async: z.enum(['true', 'false']).optional(), pcode: code }),
        response: looseAnswer,
      },
    },
    async (req) => {
      const q = req.query;
      const top = await nodes(await idOfCode(q.pcode));
      if (q.async !== 'true') {
        const fill = async (list: TreeSelectNode[], depth: number): Promise<void> => {
          for (const n of list) {
            if (n.isLeaf || depth > 20) continue;
            n.children = await nodes(n.key);
            await fill(n.children, depth + 1);
          }
        };
        await fill(top, 0);
      }
      return ok(top);
    },
  );

  app.get(
    '/sys/category/loadTreeChildren',
    { config: { perm: read }, schema: { tags, summary: 'Direct children of one category', querystring: z.object({ pid: zId('pid') }), response: looseAnswer } },
    async (req) => {
      const { pid } = req.query;
      return ok(await nodes(pid === ROOT ? null : pid));
    },
  );

  app.get(
    '/sys/category/loadTreeData',
    {
      config: { perm: read },
      schema: {
        tags,
        summary: 'Children of pid, or of the category with code pcode; condition = JSON {field: value}',
        querystring: treeDataQuery,
        response: looseAnswer,
      },
    },
    async (req) => {
      const q = req.query;
      if (!q.pid && !q.pcode) throw badRequest('加载分类字典树参数有误.[null]!', 'pid');
      const pid = q.pid ? (q.pid === ROOT ? null : q.pid) : await idOfCode(q.pcode);
      return ok(
        await nodes(
          pid,
          conditionOf(q.condition, (k) => {
            const f = e.byName.get(k);
            return !!f && f.type !== 'password' && ['name', 'code', 'pid', 'id'].includes(k);
          }),
        ),
      );
    },
  );

  app.get(
    '/sys/category/loadDictItem',
    {
      config: { perm: read },
      schema: {
        tags,
        summary: 'Names of categories by id (ids comma-joined), in the given order',
        querystring: z.object({ ids: zIds('ids'), delNotExist: z.enum(['true', 'false']).optional() }),
        response: looseAnswer,
      },
    },
    async (req) => {
      const q = req.query;
      const rows = await ctx.db.selectFrom(TABLE).select(['id', 'name']).where('id', 'in', q.ids).execute();
      const names = new Map(rows.map((r) => [r.id, String(r.name)]));
      return ok(q.ids.flatMap((id) => (names.has(id) ? [names.get(id)!] : q.delNotExist === 'false' ? [id] : [])));
    },
  );

  app.get(
    '/sys/category/loadAllData',
    {
      config: { perm: read },
      schema: {
        tags,
        summary: 'Every category under code (itself excluded) as {value: id, text: name}',
        querystring: z.object({ code: z.string({ error: 'code 不能为空' }).trim().min(1, 'code 不能为空').max(100) }),
        response: looseAnswer,
      },
    },
    async (req) => {
      const q = req.query;
      const rows = await ctx.db
        .selectFrom(TABLE)
        .select(['id', 'name', 'code'])
        .where('code', 'like', `${escapeLike(q.code)}_%`)
        .orderBy('code')
        .execute();
      return ok(rows.map((r) => ({ value: r.id, text: r.name, title: r.name, code: r.code })));
    },
  );
}
