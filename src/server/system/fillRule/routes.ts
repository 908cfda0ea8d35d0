import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { readPermOf } from '../../crud/perms.js';
import type { DB } from '../../db/types.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { nextSeq, parseRuleParams, periodOf, render } from './rule.js';
import { looseAnswer } from '#shared/contract/loose.js';
import { answerOf } from '#shared/contract/answer.js';
import { fillRulePreview } from '#shared/contract/rules.js';

const tags = ['Fill rules'];
const TABLE = 'sys_fill_rule';
const EXECUTE = 'fillRule:execute';
const MAX_BATCH = 50;

const ruleCode = z.string({ error: 'ruleCode 不能为空' }).trim().min(1, 'ruleCode 不能为空').max(100, 'ruleCode 长度不能超过 100');
/** the form's data: JeecgBoot passes it to the rule class; declarative rules do not read it, but it must be an object */
const formData = z.record(z.string(), z.unknown(), { error: 'formData 必须是 JSON 对象' }).nullish();
const batchBody = z.object(
  {
    commonFormData: formData,
    rules: z
      .array(z.object({ ruleCode, formData }, { error: 'rules 的每一项必须是 {ruleCode, formData}' }), { error: 'rules 必须是数组' })
      .min(1, 'rules 不能为空')
      .max(MAX_BATCH, `rules 最多 ${MAX_BATCH} 项`),
  },
  { error: '请求体必须是 JSON 对象' },
);

async function load(db: DB, code: string, lock: boolean) {
  const q = db.selectFrom(TABLE).select(['id', 'rule_params', 'current_seq', 'seq_period']).where('rule_code', '=', code);
  const row = await (lock ? q.forUpdate() : q).executeTakeFirst();
  if (!row) throw notFound(`填值规则「${code}」不存在`);
  const { params, error } = parseRuleParams(String(row.rule_params ?? ''));
  if (!params) throw badRequest(`填值规则「${code}」的参数有误：${error}`, 'ruleCode');
  const current = row.current_seq == null ? null : Number(row.current_seq);
  return { row, params, current };
}

/**
 * The next value of a rule. The sequence lives in the rule's row, read with FOR UPDATE and
 * written back in the same transaction, so concurrent calls (other requests, other server
 * processes) wait in turn and never get the same number.
 */
export async function executeRule(trx: DB, code: string, now = new Date()): Promise<string> {
  const { row, params, current } = await load(trx, code, true);
  const period = periodOf(params, now);
  const seq = nextSeq(params, current, row.seq_period, period);
  await trx.updateTable(TABLE).set({ current_seq: seq, seq_period: period }).where('id', '=', row.id).execute();
  return render(params, seq, now);
}

/** Running fill rules (JeecgBoot's executeRuleByCode), beside the schema CRUD routes. */
export async function fillRuleRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const e = ctx.registry.must(TABLE);

  app.put(
    '/sys/fillRule/executeRuleByCode/:ruleCode',
    {
      config: { perm: EXECUTE },
      schema: {
        tags,
        summary: 'Next value of a fill rule (consumes a sequence number); body: the form data',
        params: z.object({ ruleCode }),
        body: formData,
        response: looseAnswer,
      },
    },
    async (req) => {
      const { ruleCode: code } = req.params;
      return ok(await ctx.db.transaction().execute((trx) => executeRule(trx, code)));
    },
  );

  app.put(
    '/sys/fillRule/executeRuleByCodeBatch',
    {
      config: { perm: EXECUTE },
      schema: {
        tags,
        summary: 'Several rules at once: {commonFormData, rules: [{ruleCode, formData}]} → [{ruleCode, result}]',
        body: batchBody,
        response: looseAnswer,
      },
    },
    async (req) => {
      const b = req.body;
      // one transaction: an unknown code anywhere consumes no number at all
      const results = await ctx.db.transaction().execute(async (trx) => {
        const out: { ruleCode: string; result: string }[] = [];
        for (const r of b.rules) out.push({ ruleCode: r.ruleCode, result: await executeRule(trx, r.ruleCode) });
        return out;
      });
      return ok(results);
    },
  );

  app.get(
    '/sys/fillRule/testFillRule',
    {
      config: { perm: readPermOf(e) },
      schema: {
        tags,
        summary: 'Preview the next value of a rule without consuming it',
        querystring: z.object({ ruleCode }),
        response: answerOf(fillRulePreview),
      },
    },
    async (req) => {
      const q = req.query;
      const { row, params, current } = await load(ctx.db, q.ruleCode, false);
      const now = new Date();
      const period = periodOf(params, now);
      return ok(render(params, nextSeq(params, current, row.seq_period, period), now));
    },
  );
}
