import type { FastifyInstance } from 'fastify';
import { clientAddress } from '../../http/clientAddress.js';
import { perMinute } from '../../http/rateLimit.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail, ok } from '#shared/contract/envelope.js';
import { permOf } from '../../crud/perms.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { zId } from '../../http/ids.js';
import type { Ctx } from '../../http/types.js';
import { CONNECT_TIMEOUT_MS, URL_PATTERN, testConnection, type Target } from './connection.js';
import { open } from './secretBox.js';
import { dataSourceOptionsRoute } from './options.js';
import { absentIfBlank as blank } from '#shared/contract/queryParams.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Data sources'];
const TABLE = 'sys_data_source';
const POSTGRESQL = '6';

const str = (name: string, max: number) =>
  z.preprocess(
    blank,
    z
      .string({ error: `${name} 必须是文本` })
      .trim()
      .max(max, `${name} 长度不能超过 ${max}`)
      .optional(),
  );
const testBody = z.object(
  {
    id: z.preprocess(blank, zId('id').optional()),
    dbType: str('dbType', 10),
    dbUrl: z.preprocess(
      blank,
      z
        .string({ error: 'dbUrl 必须是文本' })
        .trim()
        .max(500, 'dbUrl 长度不能超过 500')
        .regex(URL_PATTERN, '数据源地址（dbUrl）应为 postgres://主机:端口/库名')
        .optional(),
    ),
    dbHost: z.preprocess(
      blank,
      z
        .string({ error: 'dbHost 必须是文本' })
        .trim()
        .max(255)
        .regex(/^[A-Za-z0-9._:[\]-]+$/, '主机（dbHost）格式不正确')
        .optional(),
    ),
    dbPort: z.preprocess(
      blank,
      z.coerce
        .number({ error: '端口（dbPort）必须是 1–65535 的整数' })
        .int('端口（dbPort）必须是整数')
        .min(1, '端口（dbPort）不能小于 1')
        .max(65535, '端口（dbPort）不能大于 65535')
        .optional(),
    ),
    dbName: str('dbName', 100),
    dbUsername: str('dbUsername', 100),
    dbPassword: str('dbPassword', 200),
  },
  { error: '请求体必须是 JSON 对象' },
);

/** Tests per administrator (or address) and minute. */
const TESTS_PER_MINUTE = 10;
/** Every failure, whatever the cause, reads the same and takes at least the connect timeout. */
const FAILED = '数据库连接失败，请检查地址、端口、数据库名、用户名和密码';

/**
 * "Test connection" of the data source form: connects for real with pg, with a short timeout.
 * It opens a connection from the server to any host and port, so it must not work as a port
 * scanner: administrators only, a few per minute, and a failure says nothing about why (refused,
 * timed out, wrong password, unknown host) — neither in its text nor in how long it took.
 * The driver's reason goes to the server log.
 */
export async function dataSourceRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const e = ctx.registry.must(TABLE);
  await dataSourceOptionsRoute(base, ctx);

  {
    // rate limit from the app-wide @fastify/rate-limit registration (app.ts), per route config
    app.post(
      '/sys/dataSource/testConnection',
      {
        config: {
          perm: [permOf(e, 'add'), permOf(e, 'edit')],
          // per caller, so after the guard (preHandler): the caller is known by then
          rateLimit: perMinute(TESTS_PER_MINUTE, (c) => `测试连接过于频繁，请 ${c.seconds} 秒后再试`, {
            hook: 'preHandler',
            key: (req) => req.user?.id ?? clientAddress(req),
          }),
        },
        schema: {
          tags,
          summary: 'Connect to a PostgreSQL data source (administrators): the form fields, or a saved one by id (form fields override it)',
          body: testBody,
          response: looseAnswer,
        },
      },
      async (req) => {
        if (!req.user!.isAdmin) throw forbidden('只有系统管理员可以测试数据源连接');
        const b = req.body;
        const target: Target & { dbType?: string } = {};
        if (b.id) {
          const row = await ctx.db.selectFrom(TABLE).selectAll().where('id', '=', b.id).executeTakeFirst();
          if (!row) throw notFound(`未找到 id 为 ${b.id} 的数据源`);
          Object.assign(target, {
            dbType: row.db_type ?? undefined,
            dbUrl: row.db_url,
            dbHost: row.db_host,
            dbPort: row.db_port,
            dbName: row.db_name,
            dbUsername: row.db_username,
            dbPassword: row.db_password ? open(ctx.secret, String(row.db_password)) : null,
          });
        }
        for (const [k, v] of Object.entries(b)) if (k !== 'id' && v !== undefined) (target as Record<string, unknown>)[k] = v;
        if (target.dbType && String(target.dbType) !== POSTGRESQL) throw badRequest('暂只支持 PostgreSQL 数据源', 'dbType');
        if (!target.dbUrl && !target.dbHost) throw badRequest('请填写数据源地址（dbUrl）或主机（dbHost）', 'dbUrl');
        const started = Date.now();
        const r = await testConnection(target);
        if (r.ok) return ok({ version: r.version }, '数据库连接成功');
        req.log.info({ reason: r.message }, 'data source test connection failed');
        await new Promise((resolve) => setTimeout(resolve, CONNECT_TIMEOUT_MS - (Date.now() - started)));
        return fail(FAILED, 500);
      },
    );
  }
}
