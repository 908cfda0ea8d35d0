import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import type { Row } from '../crud/hooks.js';
import { bodySchemaFor } from '../crud/openapi.js';
import { permOf, readPermOf } from '../crud/perms.js';
import { getById, listPage } from '../crud/read.js';
import { insertRecord, updateRecord } from '../crud/write.js';
import { HttpError } from '../http/errors.js';
import { zId } from '../http/ids.js';
import { langOf } from '../http/lang.js';
import type { Ctx } from '../http/types.js';
import { checkedBy } from '../http/validation.js';
import { reportHeadHooks } from './hooks.js';
import { columnsOfSql } from './sqlColumns.js';
import type { ReportEnv } from './types.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Online reports'];
/** JeecgBoot's list keys → the ones the head hooks save (childLists.ts). */
const LISTS = [
  ['items', 'onlCgreportItemList'],
  ['params', 'onlCgreportParamList'],
] as const;
const MAX_ROWS = 500;
const rows = (name: string) =>
  z
    .array(z.unknown(), { error: `${name} 必须是数组` })
    .max(MAX_ROWS, `${name} 最多 ${MAX_ROWS} 行`)
    .optional();
const idList = (name: string) =>
  z
    .string({ error: `${name} 必须是文本` })
    .max(40_000, `${name} 过长`)
    .optional();
/** The keys of JeecgBoot's report form body; the head's own fields are checked by the record rules. */
const jeecgKeys = {
  head: z.looseObject({}, { error: 'head 必须是对象' }).optional(),
  items: rows('items'),
  params: rows('params'),
  // the lists replace the stored rows whole, so the ids removed in the form need no handling
  deleteItemIds: idList('deleteItemIds'),
  deleteParamIds: idList('deleteParamIds'),
};

/** JeecgBoot's {head, items, params} as the flat body the CRUD write takes; a flat body passes unchanged. */
function flatten(body: Row): Row {
  if (body.head === undefined) return body;
  const flat: Row = { ...(body.head as Row) };
  for (const [jeecg, isps] of LISTS) if (body[jeecg] !== undefined) flat[isps] = body[jeecg];
  return flat;
}

/** Refusals of a nested body name its own keys (items[2].fieldName), not the flat ones. */
function renamed(err: unknown, nested: boolean): unknown {
  if (!nested || !(err instanceof HttpError) || err.status !== 400) return err;
  const rename = (s: string) => LISTS.reduce((t, [jeecg, isps]) => t.split(isps).join(jeecg), s);
  return new HttpError(400, rename(err.message), JSON.parse(rename(JSON.stringify(err.result ?? null))));
}

/**
 * The report form of JeecgBoot's console (OnlCgreportHeadModal): add and editAll save the head with
 * its columns and params in one write — the same record rules, SQL gate (hooks.ts) and transaction as
 * the flat ISPS body — and listByHeadId loads a report's columns and params back into the form.
 */
export async function reportHeadRoutes(base: FastifyInstance, ctx: Ctx, env: (req: FastifyRequest) => ReportEnv) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const head = ctx.registry.get('onl_cgreport_head');
  if (!head) return; // an installation without report schemas has no report form
  const body = (mode: 'add' | 'edit') =>
    checkedBy(
      z.object({ ...(bodySchemaFor(head, mode) as z.ZodObject).partial().shape, ...jeecgKeys }),
      z.looseObject(jeecgKeys, { error: '请求体必须是 JSON 对象' }),
    );
  const write = async (req: { body: Row }, save: (flat: Row) => Promise<string>) => {
    try {
      return await save(flatten(req.body));
    } catch (err) {
      throw renamed(err, req.body.head !== undefined);
    }
  };

  app.post(
    '/online/cgreport/head/add',
    {
      config: { perm: permOf(head, 'add') },
      schema: { tags, summary: "Create a report: the flat head, or JeecgBoot's {head, items, params}", body: body('add'), response: looseAnswer },
    },
    async (req) => {
      const id = await write(req, (flat) => insertRecord(ctx, head, reportHeadHooks, req.user!, req.tenantId, flat));
      await columnsOfSql(env(req), id, req.user!.username);
      return ok(await getById(ctx, head, reportHeadHooks, id, req.tenantId, undefined, langOf(req)), '添加成功！');
    },
  );
  app.put(
    '/online/cgreport/head/editAll',
    {
      config: { perm: permOf(head, 'edit') },
      schema: { tags, summary: 'Update a report with its columns and params: {head: {id, …}, items, params}', body: body('edit'), response: looseAnswer },
    },
    async (req) => {
      const id = await write(req, (flat) => updateRecord(ctx, head, reportHeadHooks, req.user!, req.tenantId, flat));
      await columnsOfSql(env(req), id, req.user!.username);
      return ok(await getById(ctx, head, reportHeadHooks, id, req.tenantId, undefined, langOf(req)), '编辑成功!');
    },
  );

  for (const table of ['onl_cgreport_item', 'onl_cgreport_param']) {
    const e = ctx.registry.get(table);
    if (!e) continue;
    app.get(
      `${e.schema.api}/listByHeadId`,
      {
        config: { perm: readPermOf(e) },
        schema: {
          tags,
          summary: `Every ${table} row of one report, in order (a plain list)`,
          querystring: z.object({ headId: zId('headId') }),
          response: looseAnswer,
        },
      },
      async (req) => {
        const q = { cgrheadId: req.query.headId, pageNo: 1, pageSize: MAX_ROWS, column: 'orderNum', order: 'asc' };
        return ok((await listPage(ctx, e, {}, q, req.tenantId, { user: req.user!, lang: langOf(req) })).records);
      },
    );
  }
}
