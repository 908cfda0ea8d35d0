import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import type { Row } from '../../crud/hooks.js';
import { listPage } from '../../crud/read.js';
import { escapeLike } from '../../db/like.js';
import type { Ctx } from '../../http/types.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Address book'];
/** the address book page's permission (its menu entry is seeded by seed/systemEntities.ts) */
export const ADDRESS_LIST_PERM = 'addressList:list';

const text = (name: string) =>
  z
    .string({ error: `${name} 必须是文本` })
    .trim()
    .max(100, `${name} 长度不能超过 100`)
    .optional();
const query = z.object({
  orgCode: z
    .string({ error: 'orgCode 必须是文本' })
    .trim()
    .max(64, 'orgCode 长度不能超过 64')
    .regex(/^[A-Za-z0-9]*$/, 'orgCode 格式不正确')
    .optional(),
  realname: text('realname'),
  workNo: text('workNo'),
  pageNo: z.string().optional(),
  pageSize: z.string().optional(),
});

/** Only what an address book shows: no account settings, tenants or identities. */
const FIELDS = ['realname', 'username', 'workNo', 'post', 'post_dictText', 'telephone', 'phone', 'email', 'avatar', 'sex', 'sex_dictText'];

/** JeecgBoot's address book: users of a department and its sub-departments, one record per user. */
export async function addressListRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const users = ctx.registry.must('sys_user');

  app.get(
    '/sys/user/queryByOrgCodeForAddressList',
    {
      config: { perm: ADDRESS_LIST_PERM },
      schema: {
        tags,
        summary: 'Users of the department orgCode and below (all when empty), filtered by realname / workNo (substring); paged',
        querystring: query,
        response: looseAnswer,
      },
    },
    async (req) => {
      const q = req.query;
      const prefix = q.orgCode ? `${escapeLike(q.orgCode)}%` : null;
      const departs = (db: Ctx['db']) => {
        let d = db.selectFrom('sys_user_depart as ud').innerJoin('sys_depart as d', 'd.id', 'ud.dep_id').where('d.del_flag', '=', 0);
        if (prefix) d = d.where('d.org_code', 'like', prefix);
        return d;
      };
      const like = (v: string | undefined) => {
        const core = v?.replace(/\*/g, '');
        return core ? `*${core}*` : undefined;
      };
      const page = await listPage(
        ctx,
        users,
        {},
        {
          pageNo: q.pageNo,
          pageSize: q.pageSize,
          realname: like(q.realname),
          workNo: like(q.workNo),
          column: 'workNo',
          order: 'asc',
        },
        '0',
        prefix ? { where: (eb) => eb('sys_user.id', 'in', departs(ctx.db).select('ud.user_id')) } : {},
      );

      const ids = page.records.map((r) => String(r.id));
      const links = ids.length
        ? await departs(ctx.db).select(['ud.user_id', 'd.id', 'd.depart_name']).where('ud.user_id', 'in', ids).orderBy('d.org_code').execute()
        : [];
      const records = page.records.map((u: Row) => {
        const mine = links.filter((l) => l.user_id === u.id);
        return {
          id: u.id,
          userId: u.id,
          ...Object.fromEntries(FIELDS.map((f) => [f, u[f] ?? null])),
          departId: mine[0]?.id ?? null,
          departName: mine.map((l) => l.depart_name).join(' | ') || null,
        };
      });
      return ok({ ...page, records });
    },
  );
}
