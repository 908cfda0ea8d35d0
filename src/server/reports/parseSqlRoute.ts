import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { absentIfBlank as blank } from '#shared/contract/queryParams.js';
import { parseReportSql } from './parseSql.js';
import type { ReportDef } from './reportDef.js';
import type { ReportEnv } from './types.js';
import { answerOf } from '#shared/contract/answer.js';
import { parsedSql } from '#shared/contract/cgreport.js';

const tags = ['Online reports'];
/** Parsing runs the SQL (with no rows): only those who may write reports. */
export const REPORT_EDIT = ['onlCgreport:add', 'onlCgreport:edit'];

const code = (name: string) =>
  z.preprocess(
    blank,
    z
      .string({ error: `${name} 必须是文本` })
      .max(100, `${name} 长度不能超过 100`)
      .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, `数据源编码（${name}）格式不正确`)
      .optional(),
  );
const source = {
  sql: z.string({ error: 'sql 不能为空' }).trim().min(1, 'sql 不能为空').max(10_000, 'sql 长度不能超过 10000'),
  dbSource: code('dbSource'),
  dbKey: code('dbKey'),
};
const paramName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, '参数名格式不正确');
const parseBody = z.object(
  {
    ...source,
    params: z
      .union(
        [
          z.record(paramName, z.union([z.string().max(1000), z.number(), z.null()])),
          z.array(z.object({ paramName, paramValue: z.union([z.string().max(1000), z.null()]).optional() })).max(100),
        ],
        { error: 'params 应为 {参数名: 值} 或 [{paramName, paramValue}]' },
      )
      .optional(),
  },
  { error: '请求体必须是 JSON 对象' },
);
type ParseInput = z.infer<typeof parseBody>;

/** The no-rows run behind both forms: the SQL passes the gate of the source it names. */
function parse(env: ReportEnv, b: ParseInput) {
  const defaults = Array.isArray(b.params)
    ? b.params.map((p) => [p.paramName, p.paramValue ?? null] as const)
    : Object.entries(b.params ?? {}).map(([k, v]) => [k, v === null ? null : String(v)] as const);
  const def: ReportDef = {
    head: {
      id: '',
      code: '',
      name: '',
      cgrSql: b.sql,
      dbSource: b.dbSource ?? b.dbKey ?? null,
      returnValField: null,
      returnTxtField: null,
      returnType: null,
      content: null,
    },
    items: [],
    params: defaults.map(([paramName, paramValue], i) => ({ id: '', cgrheadId: '', paramName, paramTxt: null, paramValue, orderNum: i })),
  };
  return parseReportSql(env, def, {});
}

/**
 * "SQL解析" of the report form: POST with a JSON body (ISPS), and GET `?sql=&dbKey=` as JeecgBoot's
 * console sends it — one gate, one permission, one answer {fields, params}.
 */
export async function parseSqlRoutes(base: FastifyInstance, env: (req: FastifyRequest) => ReportEnv) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const summary = 'Checks a report SQL and runs it with no rows: its columns (name, type) and ${params}, to fill the form';
  app.post(
    '/online/cgreport/head/parseSql',
    { config: { perm: REPORT_EDIT }, schema: { tags, summary, body: parseBody, response: answerOf(parsedSql) } },
    async (req) => ok(await parse(env(req), req.body), '解析成功'),
  );
  app.get(
    '/online/cgreport/head/parseSql',
    {
      config: { perm: REPORT_EDIT },
      schema: { tags, summary: `${summary} (JeecgBoot's GET ?sql=&dbKey=)`, querystring: z.object(source), response: answerOf(parsedSql) },
    },
    async (req) => ok(await parse(env(req), req.query), '解析成功'),
  );
}
