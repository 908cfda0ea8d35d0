import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { compareList } from '#shared/contract/dataLog.js';
import { ok } from '#shared/contract/envelope.js';
import type { Row } from '../../crud/hooks.js';
import { permOf, readPermOf } from '../../crud/perms.js';
import { listPage } from '../../crud/read.js';
import { inTenant, selectReadable } from '../../crud/records.js';
import { HttpError, forbidden, notFound } from '../../http/errors.js';
import { zId } from '../../http/ids.js';
import type { AuthUser, Ctx } from '../../http/types.js';
import { diffVersions } from './diff.js';
import { refusalOf } from '#shared/contract/refusal.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Data logs'];
const TABLE = 'sys_data_log';
const WRITTEN_BY_SYSTEM = '数据日志由系统在记录新增和编辑时自动写入，不能手工添加、修改或导入';

/** Data logs: versions of records (written by crud/dataLog.ts), listed and compared field by field. */
export async function dataLogRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const e = ctx.registry.must(TABLE);
  const read = readPermOf(e);
  // versions of one record are looked up on every edit of an entity that keeps them
  await ctx.raw.exec('create index if not exists ix_sys_data_log_table_id on sys_data_log (data_table, data_id, data_version)');

  /** A caller sees the versions of the entities they may read (unregistered tables: admins only). */
  const readable = (user: AuthUser) => {
    const tables = ctx.registry
      .all()
      .filter((x) => user.perms.has(readPermOf(x)))
      .map((x) => x.table);
    return user.isAdmin ? null : tables;
  };
  const mayRead = (user: AuthUser, table: string) => {
    const tables = readable(user);
    return !tables || tables.includes(table);
  };
  /** The versions a caller may see: of the entities they may read (null: any), and of a tenant-scoped entity only its current tenant's records. */
  const scope =
    (tables: string[] | null, tenantId: string) =>
    (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
      const ofTenant = ctx.registry
        .all()
        .filter((x) => x.schema.tenant)
        .map((x) =>
          eb.or([
            eb(`${TABLE}.data_table`, '<>', x.table),
            eb(`${TABLE}.data_id`, 'in', inTenant(eb.selectFrom(x.table).select(`${x.table}.id`), x, tenantId)),
          ]),
        );
      const entities = !tables ? [] : [tables.length ? eb(`${TABLE}.data_table`, 'in', tables) : eb(sql.lit(1), '=', 0)];
      return eb.and([...entities, ...ofTenant]);
    };

  app.get(
    '/sys/dataLog/list',
    { config: { perm: read }, schema: { tags, summary: 'Versions (paged), of the entities the caller may read', response: looseAnswer } },
    async (req) => {
      return ok(await listPage(ctx, e, {}, req.query as Row, req.tenantId, { user: req.user!, where: scope(readable(req.user!), req.tenantId) }));
    },
  );

  const versions = (ids: string[], tenantId: string) =>
    selectReadable(ctx.db.selectFrom(TABLE), e).where(`${TABLE}.id`, 'in', ids).where(scope(null, tenantId));

  app.get(
    '/sys/dataLog/queryCompareList',
    {
      config: { perm: read },
      schema: {
        tags,
        summary: 'Two versions (older first), each with the field-level diff of the pair',
        querystring: z.object({ dataId1: zId('dataId1'), dataId2: zId('dataId2') }),
        response: answerOf(compareList),
      },
    },
    async (req) => {
      const q = req.query;
      const rows = await versions([q.dataId1, q.dataId2], req.tenantId).orderBy(`${TABLE}.data_version`).execute();
      if (rows.length < (q.dataId1 === q.dataId2 ? 1 : 2)) throw notFound('未找到要对比的版本');
      const [v1, v2 = v1] = rows;
      if (v1.dataTable !== v2.dataTable || v1.dataId !== v2.dataId) throw new HttpError(400, '只能对比同一条记录的两个版本', { field: 'dataId2' });
      if (!mayRead(req.user!, String(v1.dataTable))) throw forbidden();
      const diff = diffVersions(v1.dataContent, v2.dataContent, ctx.registry.get(String(v1.dataTable)));
      // JeecgBoot's client reads result[0] and result[1]; the diff rides on both
      return ok([v1, v2].map((v) => ({ ...v, diff })) as z.output<typeof compareList>);
    },
  );

  app.get(
    '/sys/dataLog/queryDataVerList',
    {
      config: { perm: read },
      schema: {
        tags,
        summary: 'Every version of one record, oldest first',
        querystring: z.object({ dataTable: z.string({ error: 'dataTable 不能为空' }).trim().min(1, 'dataTable 不能为空').max(64), dataId: zId('dataId') }),
        response: looseAnswer,
      },
    },
    async (req) => {
      const q = req.query;
      if (!mayRead(req.user!, q.dataTable)) throw forbidden();
      const rows = await selectReadable(ctx.db.selectFrom(TABLE), e)
        .where('data_table', '=', q.dataTable)
        .where('data_id', '=', q.dataId)
        .where(scope(null, req.tenantId))
        .orderBy('data_version')
        .execute();
      if (!rows.length) throw notFound('未找到版本信息');
      return ok(rows);
    },
  );

  const refused = refusalOf(405, WRITTEN_BY_SYSTEM);
  const refuse = async () => {
    throw new HttpError(405, WRITTEN_BY_SYSTEM);
  };
  app.post(
    '/sys/dataLog/add',
    { config: { perm: permOf(e, 'add') }, schema: { tags, summary: 'Refused: versions are written by the system', response: refused } },
    refuse,
  );
  app.put(
    '/sys/dataLog/edit',
    { config: { perm: permOf(e, 'edit') }, schema: { tags, summary: 'Refused: a version never changes', response: refused } },
    refuse,
  );
  app.post(
    '/sys/dataLog/edit',
    { config: { perm: permOf(e, 'edit') }, schema: { tags, summary: 'Refused: a version never changes', response: refused } },
    refuse,
  );
  app.post(
    '/sys/dataLog/importExcel',
    { config: { perm: permOf(e, 'import') }, schema: { tags, summary: 'Refused: versions are written by the system', response: refused } },
    refuse,
  );
}
