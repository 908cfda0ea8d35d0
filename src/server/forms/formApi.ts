import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { readPermOf } from '../crud/perms.js';
import { forbidden } from '../http/errors.js';
import { langOf } from '../http/lang.js';
import type { Ctx } from '../http/types.js';
import { badInput } from '../http/parse.js';
import { actionBody, runButton } from './buttons.js';
import { codeParams, dispatch } from './dispatch.js';
import { onlineEntity } from './live.js';
import { looseAnswer } from '#shared/contract/loose.js';
import { answerOf } from '#shared/contract/answer.js';
import { buttonRun } from '#shared/contract/schemaApi.js';

const tags = ['Online forms'];
const config = { online: true };
const withId = codeParams.extend({ id: z.string().min(1).max(2000) });
const withKey = codeParams.extend({ key: z.string().regex(/^[a-z][A-Za-z0-9_]{0,31}$/, '按钮编码格式不正确') });

/**
 * JeecgBoot's OnlCgformApiController paths over the same CRUD of the form (its permissions, its field rules):
 * getColumns, getData, form/{code}[/{id}]; and the enhancement buttons' actions.
 */
export function mountFormApi(app: FastifyInstance, ctx: Ctx) {
  app.get(
    '/online/cgform/api/getColumns/:code',
    { config, schema: { tags, summary: 'List columns and dictionaries of an online form', params: codeParams, response: looseAnswer } },
    async (req: any) => {
      const e = onlineEntity(ctx, req.params.code);
      if (!req.user.perms.has(readPermOf(e))) throw forbidden(`没有权限，请联系管理员授权（${readPermOf(e)}）`);
      const lang = langOf(req);
      const listed = e.readable.filter((c) => c.list);
      const all = await ctx.dicts.items();
      const dictOptions = Object.fromEntries(
        listed
          .filter((c) => c.dict && all[c.dict])
          .map((c) => [c.name, all[c.dict!].map((i) => ({ value: i.value, text: (lang === 'en' && i.textEn) || i.text }))]),
      );
      return ok({
        code: e.table,
        currentTableName: e.table,
        description: e.schema.title[lang],
        isTree: e.schema.tree ? 'Y' : 'N',
        pidField: e.schema.tree?.parentField ?? null,
        columns: listed.map((c) => ({ title: c.title[lang], dataIndex: c.dict ? `${c.name}_dictText` : c.name, align: 'center', sorter: !!c.sort })),
        dictOptions,
        hideColumns: [],
        // read by JeecgBoot's online-form module (fieldHrefSlots.forEach, its switches)
        fieldHrefSlots: [],
        cgButtonList: [],
        enhanceJs: '',
        checkboxFlag: 'Y',
        paginationFlag: 'Y',
        scrollFlag: 0,
        formTemplate: '1',
        tableType: 1,
      });
    },
  );
  app.get(
    '/online/cgform/api/getData/:code',
    { config, schema: { tags, summary: 'List data of an online form (the list query as query parameters)', params: codeParams, response: looseAnswer } },
    (req: any, reply) => dispatch(ctx, req, reply, req.params.code, 'GET', 'list'),
  );
  app.get(
    '/online/cgform/api/form/:code/:id',
    { config, schema: { tags, summary: 'One record of an online form', params: withId, response: looseAnswer } },
    (req: any, reply) => {
      req.query = { id: req.params.id };
      return dispatch(ctx, req, reply, req.params.code, 'GET', 'queryById');
    },
  );
  app.post(
    '/online/cgform/api/form/:code',
    { config, schema: { tags, summary: 'Add a record to an online form', params: codeParams, response: looseAnswer } },
    (req: any, reply) => dispatch(ctx, req, reply, req.params.code, 'POST', 'add'),
  );
  app.put(
    '/online/cgform/api/form/:code',
    { config, schema: { tags, summary: 'Edit a record of an online form (id in the body)', params: codeParams, response: looseAnswer } },
    (req: any, reply) => dispatch(ctx, req, reply, req.params.code, 'PUT', 'edit'),
  );
  app.delete(
    '/online/cgform/api/form/:code/:id',
    { config, schema: { tags, summary: 'Delete records of an online form (ids comma-separated)', params: withId, response: looseAnswer } },
    (req: any, reply) => {
      req.query = { ids: req.params.id };
      return dispatch(ctx, req, reply, req.params.code, 'DELETE', 'deleteBatch');
    },
  );
  app.post(
    '/online/cgform/api/action/:code/:key',
    { config, schema: { tags, summary: "Run an enhancement button's server action on the selected records", params: withKey, response: answerOf(buttonRun) } },
    async (req: any) => {
      const body = actionBody.safeParse(req.body ?? {});
      if (!body.success) throw badInput(body.error);
      const r = await runButton(ctx, req.user, req.tenantId, req.params.code, req.params.key, body.data.ids);
      return ok({ count: r.count }, r.message);
    },
  );
}
