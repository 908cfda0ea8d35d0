import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newId } from '#shared/ids.js';
import { answerOf } from '#shared/contract/answer.js';
import { ok } from '#shared/contract/envelope.js';
import { registered, selfServiceInfo } from '#shared/contract/login.js';
import { hashPassword } from '../../auth/password.js';
import { Throttle, worst } from '../../auth/throttle.js';
import { nowText } from '../../crud/records.js';
import { clientAddress } from '../../http/clientAddress.js';
import { HttpError, badRequest } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';
import { publishToUsers } from '../../notify/announcements.js';
import { textAsHtml } from '../../notify/templates.js';
import { userFieldSchemas } from './fields.js';

const tags = ['Account'];
const PUBLIC = { public: true } as const;
/** registrations per client address in 15 minutes */
const PER_ADDRESS = 5;

/**
 * Self-registration (ISPS_SELF_REGISTER=on; off by default: operators' accounts are usually
 * created by an administrator). A registered account starts frozen, without roles, and the
 * administrators get a system message to review it: nobody reaches the console by registering.
 */
export async function registerRoutes(app: FastifyInstance, ctx: Ctx) {
  const { field, required } = userFieldSchemas(ctx);
  const body = z
    .object({
      username: required('username', '用户账号', 'Username'),
      password: required('password', '登录密码', 'Password'),
      confirmPassword: z.string({ error: '请确认密码' }).min(1, '请确认密码'),
      realname: required('realname', '用户姓名', 'Name'),
      email: z.preprocess((v) => (v === '' ? undefined : v), field('email', '邮箱', 'Email').optional()),
      phone: z.preprocess((v) => (v === '' ? undefined : v), field('phone', '手机号码', 'Mobile').optional()),
    })
    .refine((b) => b.password === b.confirmPassword, { path: ['confirmPassword'], message: '两次输入的密码不一样！' });
  const attempts = new Throttle(ctx.db);

  app.get(
    '/sys/user/selfServiceInfo',
    {
      config: PUBLIC,
      schema: { tags, summary: 'Whether self-registration, password reset by e-mail and OpenID Connect sign-in are open', response: answerOf(selfServiceInfo) },
    },
    async () => ok({ register: ctx.config.selfRegister, resetByEmail: !!ctx.config.smtp, oidc: !!ctx.config.oidc }),
  );

  const keyOf = (req: FastifyRequest) => [`register:${clientAddress(req)}`];
  app.withTypeProvider<ZodTypeProvider>().post(
    '/sys/user/register',
    {
      config: PUBLIC,
      schema: { tags, summary: 'Register an account (frozen until an administrator approves it)', body, response: answerOf(registered) },
      // closed or throttled registration answers as such whatever the body holds: these run before the schema
      preValidation: async (req) => {
        if (!ctx.config.selfRegister) throw new HttpError(403, '系统未开放自助注册，请联系管理员开通账号');
        if (worst(await attempts.read(keyOf(req))) >= PER_ADDRESS) throw new HttpError(429, '注册过于频繁，请稍后再试');
      },
    },
    async (req) => {
      const key = keyOf(req);
      const b = req.body;
      for (const [col, value, zh] of [
        ['username', b.username, '用户账号'],
        ['email', b.email, '邮箱'],
        ['phone', b.phone, '手机号码'],
      ] as const) {
        if (value && (await ctx.db.selectFrom('sys_user').select('id').where(col, '=', value).executeTakeFirst())) throw badRequest(`${zh}已存在`, col);
      }
      await attempts.hit(key);
      const id = newId();
      await ctx.db
        .insertInto('sys_user')
        .values({
          id,
          username: b.username,
          realname: b.realname,
          password: await hashPassword(b.password),
          email: b.email ?? null,
          phone: b.phone ?? null,
          status: 2,
          del_flag: 0,
          create_by: b.username,
          create_time: nowText(),
        })
        .execute();
      await notifyAdmins(ctx, b.username, b.realname);
      return ok({ username: b.username }, '注册成功，请等待管理员审核开通');
    },
  );
}

async function notifyAdmins(ctx: Ctx, username: string, realname: string) {
  const admins = await ctx.db
    .selectFrom('sys_user as u')
    .innerJoin('sys_user_role as ur', 'ur.user_id', 'u.id')
    .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .select('u.id')
    .distinct()
    .where('r.role_code', '=', 'admin')
    .where('u.del_flag', '=', 0)
    .where('u.status', '=', 1)
    .execute();
  if (!admins.length) return;
  await publishToUsers(ctx, {
    titile: `新用户注册待审核：${username}`,
    sender: 'system',
    priority: 'M',
    userIds: admins.map((a) => a.id),
    msgContent: textAsHtml(`${realname}（${username}）已自助注册，账号处于冻结状态。请在 系统管理 → 用户管理 中核实身份、分配角色并解冻。`),
    busType: 'user_register',
    openType: 'url',
    openPage: '/isystem/user',
  });
}
