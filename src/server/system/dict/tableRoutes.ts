import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { scoped } from '../../crud/records.js';
import { badRequest, forbidden } from '../../http/errors.js';
import type { AuthUser, Ctx } from '../../http/types.js';
import type { Entity } from '../../schema/registry.js';
import { canReadTableDict } from './tableAccess.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Dictionaries'];
/** one tree level or one look-up never returns more than this */
const MAX_ROWS = 1000;
const name = (field: string) =>
  z
    .string({ error: `${field} 不能为空` })
    .trim()
    .min(1, `${field} 不能为空`)
    .max(64, `${field} 过长`);
const treeQuery = z.object({
  tableName: name('tableName'),
  text: name('text'),
  code: name('code'),
  pidField: name('pidField'),
  pid: z.string().trim().max(64, 'pid 过长').default(''),
  hasChildField: z.string().max(64).optional(),
  condition: z.string().max(2000, 'condition 过长').optional(),
  sign: z.string().max(200).optional(),
});
const keysQuery = z.object({
  key: z.string({ error: 'key 不能为空' }).max(20_000, 'key 过长'),
  delNotExist: z.enum(['true', 'false']).default('true'),
  sign: z.string().max(200).optional(),
});

/** A readable field of the entity, by its name; anything else is refused (names never reach SQL from the request). */
function columnOf(e: Entity, field: string, param: string): string {
  const c = e.readable.find((x) => x.name === field);
  if (!c) throw badRequest(`${param} 不是 ${e.table} 的字段：${field}`, param);
  return c.column;
}

/**
 * JeecgBoot's JSearchSelectTag / JTreeSelect over a table dictionary: texts of keys, and one tree
 * level of a self-referencing table. Only registered entities and their readable fields, with the
 * same read rule as getDictItems.
 */
export async function dictTableRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const entityOf = (table: string, code: string, req: { user: AuthUser | null }) => {
    const e = ctx.registry.get(table);
    if (!e || !ctx.dicts.isTableDict(code)) throw badRequest('字典Code格式不正确！', 'dictCode');
    if (!canReadTableDict(ctx, req.user!, code)) throw forbidden();
    return e;
  };

  app.get(
    '/sys/dict/loadDictItem/:dictCode',
    {
      schema: {
        tags,
        summary: 'Texts of the given keys (key: a,b) in a table dictionary "table,text,code"; delNotExist=false keeps unknown keys as they are',
        params: z.object({ dictCode: z.string().trim().min(1).max(200, '字典Code过长') }),
        querystring: keysQuery,
        response: looseAnswer,
      },
    },
    async (req) => {
      const code = req.params.dictCode;
      if (code.split(',').length !== 3) throw badRequest('字典Code格式不正确！', 'dictCode');
      entityOf(code.split(',')[0], code, req);
      const keys = req.query.key.split(',').filter(Boolean).slice(0, MAX_ROWS);
      const items = (await ctx.dicts.tableItems(code, req.tenantId, keys)) ?? [];
      const text = new Map(items.map((i) => [i.value, i.text]));
      return ok(keys.flatMap((k) => (text.has(k) ? [text.get(k)!] : req.query.delNotExist === 'false' ? [k] : [])));
    },
  );

  app.get(
    '/sys/dict/loadTreeData',
    {
      schema: {
        tags,
        summary: 'One level of a self-referencing table as TreeSelectModel nodes (children of pid; condition: JSON {field: value})',
        querystring: treeQuery,
        response: looseAnswer,
      },
    },
    async (req) => {
      const q = req.query;
      const e = entityOf(q.tableName, `${q.tableName},${q.text},${q.code}`, req);
      const [text, code, pidCol] = [columnOf(e, q.text, 'text'), columnOf(e, q.code, 'code'), columnOf(e, q.pidField, 'pidField')];
      let query = scoped(ctx, e, req.tenantId)
        .select([sql.ref(`${e.table}.${text}`).as('title'), sql.ref(`${e.table}.${code}`).as('key'), sql.ref(`${e.table}.${pidCol}`).as('pid')])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom(`${e.table} as k`)
                .select('k.id')
                .whereRef(sql.ref(`k.${pidCol}`) as any, '=', sql.ref(`${e.table}.${code}`) as any),
            )
            .as('has_child'),
        );
      // JeecgBoot's roots sit under "" or "0"; ISPS's under null
      const parent = sql.ref(`${e.table}.${pidCol}`);
      query = !q.pid || q.pid === '0' ? query.where((eb) => eb.or([eb(parent, 'is', null), eb(parent, 'in', ['', '0'])])) : query.where(parent, '=', q.pid);
      for (const [k, v] of Object.entries(conditionOf(q.condition))) query = query.where(sql.ref(`${e.table}.${columnOf(e, k, 'condition')}`), '=', v);
      const rows = await query.limit(MAX_ROWS).execute();
      return ok(
        rows.map((r) => ({
          key: String(r.key),
          value: String(r.key),
          title: String(r.title ?? ''),
          parentId: String(r.pid ?? '0') || '0',
          isLeaf: !r.has_child,
          leaf: !r.has_child,
        })),
      );
    },
  );
}

/**
 * `condition` (JeecgBoot spliced it into SQL): a JSON object of field → value, each value text or a number;
 * `allowed` says which keys may filter (a refusal names the parameter).
 */
export function conditionOf(raw: string | undefined, allowed: (key: string) => boolean = () => true): Record<string, string> {
  if (!raw) return {};
  let obj: unknown;
  try {
    obj = JSON.parse(raw);
  } catch {
    throw badRequest('condition 不是有效的 JSON', 'condition');
  }
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) throw badRequest('condition 应为 JSON 对象', 'condition');
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (!allowed(k)) throw badRequest(`condition 中的字段 ${k} 不能用于筛选`, 'condition');
    if (typeof v !== 'string' && typeof v !== 'number') throw badRequest(`condition 中 ${k} 的值应为文本`, 'condition');
    out[k] = String(v);
  }
  return out;
}
