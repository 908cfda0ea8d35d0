import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { complianceReport, limitProfile } from '#shared/contract/compliance.js';
import { xlsxAnswer } from '#shared/contract/crud.js';
import { ok } from '#shared/contract/envelope.js';
import { contentDisposition } from '../http/contentDisposition.js';
import { langOf } from '../http/lang.js';
import type { Ctx } from '../http/types.js';
import { XLSX_TYPE } from '../http/xlsxStream.js';
import { profileCodes } from './complianceQuery.js';
import { buildReport, complianceQuery } from './complianceReport.js';
import { COMPLIANCE_EXPORT_PERM, COMPLIANCE_PERM } from './complianceSeed.js';
import { complianceXlsx, profileText } from './complianceXlsx.js';

const tags = ['Power quality'];

/** The compliance report of a device and period against a limit profile, its Excel export and the profiles to pick from. */
export function complianceRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/pq/compliance',
    {
      config: { perm: COMPLIANCE_PERM },
      schema: {
        tags,
        summary: 'Compliance of a device over [from, to) (Unix ms): 95 % value and max of each quantity from the 10-minute values, against a limit profile',
        querystring: complianceQuery,
        response: answerOf(complianceReport),
      },
    },
    async (req) => ok(await buildReport(ctx.db, req.query)),
  );

  app.get(
    '/pq/compliance/exportXls',
    {
      config: { perm: COMPLIANCE_EXPORT_PERM },
      schema: { tags, summary: 'The compliance report as an .xlsx', querystring: complianceQuery, response: xlsxAnswer('compliance report') },
    },
    async (req, reply) => {
      const lang = langOf(req);
      const rep = await buildReport(ctx.db, req.query);
      const name = lang === 'en' ? `compliance-${rep.equipId}.xlsx` : `合规报告-${rep.equipId}.xlsx`;
      return reply.type(XLSX_TYPE).header('Content-Disposition', contentDisposition('attachment', name)).send(complianceXlsx(rep, lang));
    },
  );

  app.get(
    '/pq/compliance/profiles',
    {
      config: { perm: COMPLIANCE_PERM },
      schema: { tags, summary: 'The limit profiles: code and name', response: answerOf(z.array(limitProfile)) },
    },
    async (req) => {
      const lang = langOf(req);
      if (!ctx.registry.get('isps_pq_limit_profile')) return ok([]);
      return ok((await profileCodes(ctx.db)).map((code) => ({ code, name: profileText(code, lang) })));
    },
  );
}
