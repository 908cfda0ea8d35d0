import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { fail, ok } from '#shared/contract/envelope.js';
import { readPermOf } from '../../crud/perms.js';
import { scoped } from '../../crud/records.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { MAX_CHECK_VALUE, runCheckRule } from './checkRule.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Checks'];

/** Form validation helpers: uniqueness of a schema's unique field, and stored check rules. */
export async function checkRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const dupQuery = z.object({
    tableName: z.string({ error: 'tableName 不能为空' }).min(1, 'tableName 不能为空').max(64),
    fieldName: z.string({ error: 'fieldName 不能为空' }).min(1, 'fieldName 不能为空').max(64),
    fieldVal: z.string().max(2000).optional(),
    dataId: z.string().max(64).optional(),
  });
  app.get(
    '/sys/duplicate/check',
    { schema: { tags, summary: 'Is this value of a unique field free?', querystring: dupQuery, response: looseAnswer } },
    async (req, reply) => {
      const q = req.query;
      // names are looked up in the schemas, never spliced: JeecgBoot's SQL injection (#2201, #4129)
      const e = ctx.registry.get(q.tableName);
      if (!e) throw badRequest(`表 ${q.tableName} 不存在或不允许校验`, 'tableName');
      const field = e.byName.get(q.fieldName) ?? e.columns.find((c) => c.column === q.fieldName);
      if (!field?.unique) throw badRequest(`字段 ${q.fieldName} 不是唯一字段，不能校验`, 'fieldName');
      if (!req.user!.perms.has(readPermOf(e))) throw forbidden();
      if (!q.fieldVal) return ok(null, '该值可用！');
      // The unique index is global (schema/ddl.ts), so a value held in another tenant, or by a
      // soft-deleted row, is taken too: the answer says so and nothing more. Only a record the
      // caller can see (their tenant's) may be excluded as the one being edited; excluding any
      // id would confirm which row of another tenant holds the value.
      const own = q.dataId ? await scoped(ctx, e, req.tenantId).select('id').where('id', '=', q.dataId).executeTakeFirst() : undefined;
      let query = ctx.db.selectFrom(e.table).select('id').where(sql.ref(field.column), '=', q.fieldVal);
      if (own) query = query.where('id', '<>', own.id);
      if (await query.executeTakeFirst()) return reply.send(fail('该值不可用，系统中已存在！', 500));
      return ok(null, '该值可用！');
    },
  );

  const ruleQuery = z.object({
    ruleCode: z.string({ error: 'ruleCode 不能为空' }).min(1, 'ruleCode 不能为空').max(100),
    value: z.string({ error: 'value 必须是文本' }).max(MAX_CHECK_VALUE, `value 长度不能超过 ${MAX_CHECK_VALUE}`).optional(),
  });
  app.get(
    '/sys/checkRule/checkByCode',
    { schema: { tags, summary: 'Check a value against a stored rule', querystring: ruleQuery, response: looseAnswer } },
    async (req, reply) => {
      const q = req.query;
      const rule = await ctx.db.selectFrom('sys_check_rule').select('rule_json').where('rule_code', '=', q.ruleCode).executeTakeFirst();
      if (!rule) throw notFound('该编码不存在');
      if (!q.value) return ok(null, '校验通过');
      const failed = runCheckRule(String(rule.rule_json), q.value);
      if (failed) return reply.send(fail(failed.message, 500, failed));
      return ok(null, '校验通过');
    },
  );
}
