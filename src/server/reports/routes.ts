import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerOf } from '#shared/contract/answer.js';
import { rpColumns as rpColumnsAnswer } from '#shared/contract/cgreport.js';
import { xlsxAnswer } from '#shared/contract/crud.js';
import { ok } from '#shared/contract/envelope.js';
import { looseAnswer } from '#shared/contract/loose.js';
import type { Ctx } from '../http/types.js';
import { secretsOf } from '../schema/secrets.js';
import { paramsInfo, queryInfo, rpColumns } from './columns.js';
import { exportReport } from './exportXls.js';
import { parseSqlRoutes } from './parseSqlRoute.js';
import { reportHeadRoutes } from './reportHeadRoutes.js';
import { ReportPools } from './pools.js';
import { loadReport, reportKey } from './reportDef.js';
import { reportPage } from './reportData.js';
import { syncReportRole } from './reportRole.js';
import { reportTables } from './reportTables.js';
import { parserReady } from './sqlGuard.js';
import type { ReportEnv } from './types.js';
import { langOf } from '../http/lang.js';
import { XLSX_TYPE } from '../http/xlsxStream.js';

const tags = ['Online reports'];
const API = '/online/cgreport/api';
/** Reading a report (its columns, query form, data): the config page, or the run button a role can be granted alone. */
export const REPORT_READ = ['onlCgreport:list', 'onlCgreport:run'];
const EXPORT = 'onlCgreport:export';

type Q = Record<string, unknown>;

/** JeecgBoot's online report API (§2.9 of the contract) without its holes: see README "Online reports". */
export async function onlineRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const pools = new ReportPools(ctx.db, ctx.secret);
  app.addHook('onClose', () => pools.closeAll());
  parserReady().catch(() => {}); // load the parser's wasm at start-up rather than on the first request
  const secrets = secretsOf(ctx.registry);
  const role = await syncReportRole(ctx.db, secrets, reportTables(ctx.registry)).catch((err) => {
    app.log.warn({ err }, 'reports run without their database role (cannot create or grant it): the SQL gate alone keeps secrets out');
    return null;
  });
  const env = (req: FastifyRequest): ReportEnv => ({ ctx, pools, secrets, role, detail: !!req.user?.isAdmin, log: req.log });

  const report = (v: unknown, field: 'code' | 'id') => loadReport(ctx.db, reportKey(v, field));
  // report rows and their columns follow the report's SQL: free-form results (issue 31)
  const get = (path: string, perm: string | string[], summary: string, handler: (req: any, reply: any) => Promise<unknown>, response: object = looseAnswer) =>
    app.get(`${API}/${path}`, { config: { perm }, schema: { tags, summary, response } }, handler);

  get(
    'getRpColumns/:code',
    REPORT_READ,
    'Columns of a report by code (or id): columns, dictOptions, fieldHrefSlots',
    async (req) => ok(await rpColumns(ctx, await report(req.params.code, 'code'), langOf(req))),
    answerOf(rpColumnsAnswer),
  );
  get('getQueryInfo/:id', REPORT_READ, 'Query form of a report: its searchable items (after the second: hidden "1")', async (req) =>
    ok(queryInfo(await report(req.params.id, 'id'), langOf(req))),
  );
  get('getParamsInfo/:id', REPORT_READ, 'Parameters (${name} placeholders) of a report with their defaults', async (req) =>
    ok(paramsInfo(await report(req.params.id, 'id'))),
  );
  get('getData/:id', REPORT_READ, 'A page of report data: query fields, <field>_begin/_end, pageNo, pageSize, column, order, self_<param>', async (req) =>
    ok(await reportPage(env(req), await report(req.params.id, 'id'), req.query as Q)),
  );
  get('getColumnsAndData/:id', REPORT_READ, 'Columns and the first page of a report (JeecgBoot AutoList)', async (req) => {
    const def = await report(req.params.id, 'id');
    const cols = await rpColumns(ctx, def, langOf(req));
    const data = await reportPage(env(req), def, req.query as Q);
    return ok({ ...cols, cgreportHeadName: def.head.name, data });
  });
  get(
    'exportXls/:id',
    EXPORT,
    'The report for the same query as getData, every page, as .xlsx with dictionary text',
    async (req, reply) => {
      const x = await exportReport(env(req), await report(req.params.id, 'id'), req.query as Q, langOf(req));
      return reply
        .type(XLSX_TYPE)
        .header('Content-Disposition', `attachment; filename="report.xlsx"; filename*=UTF-8''${encodeURIComponent(x.filename)}`)
        .send(x.stream);
    },
    xlsxAnswer('report rows'),
  );

  await parseSqlRoutes(app, env);
  await reportHeadRoutes(app, ctx, env);
}
