import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BASE_FIELDS, BOUND_FIELDS, LANG_PREF, accountCenter as centerAnswer, accountLang, consolePrefs, type ConsolePrefs } from '#shared/contract/account.js';
import { answerOf } from '#shared/contract/answer.js';
import { langOf } from '../../http/lang.js';
import { badRequest } from '../../http/errors.js';
import { ok } from '#shared/contract/envelope.js';
import { updateRecord } from '../../crud/write.js';
import { deletePref, readPref, writePref } from './prefs.js';
import type { Ctx } from '../../http/types.js';
import { userHooks } from '../user/hooks.js';
import { userInfo } from '../user/queries.js';
import { accountCenter } from './center.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Account'];
const PREFS = 'console.settings';

/** 个人中心 and 账户设置: the caller's own profile, base fields and console preferences (token only, own account only). */
export async function profileRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/isps/account/center',
    { schema: { tags, summary: "The caller's profile, departments, positions, roles and last 20 logins/operations", response: answerOf(centerAnswer) } },
    async (req) => ok(await accountCenter(ctx, req.user!.id, langOf(req))),
  );

  // realname, birthday, sex: checked by sys_user's own field rules (format, unique, dictionary), nothing else is taken;
  // e-mail and phone come along unchanged (a change goes through 账户绑定)
  const baseBody = z.record(z.string(), z.unknown(), { error: '请求体必须是 JSON 对象' });
  app.put(
    '/isps/account/base',
    {
      config: { self: true },
      schema: { tags, summary: `Change your own ${BASE_FIELDS.join(', ')} (sys_user's rules; other keys are ignored)`, body: baseBody, response: looseAnswer },
    },
    async (req) => {
      const body = req.body;
      const picked = Object.fromEntries(BASE_FIELDS.filter((k) => k in body).map((k) => [k, body[k]]));
      if (!Object.keys(picked).length) throw badRequest(`请提供要保存的字段（${BASE_FIELDS.join('、')}）`, BASE_FIELDS[0]);
      const current = await ctx.db.selectFrom('sys_user').select(['email', 'phone']).where('id', '=', req.user!.id).executeTakeFirstOrThrow();
      for (const [k, label] of Object.entries(BOUND_FIELDS) as [keyof typeof BOUND_FIELDS, string][]) {
        if (k in picked && (picked[k] || null) !== (current[k] || null)) throw badRequest(`${label}只能在“账户绑定”中通过验证码修改`, k);
      }
      await updateRecord(ctx, ctx.registry.must('sys_user'), userHooks, req.user!, '0', { ...picked, id: req.user!.id });
      ctx.sessions.invalidate();
      return ok({ userInfo: await userInfo(ctx, { id: req.user!.id }) }, '保存成功！');
    },
  );

  app.get(
    '/isps/account/prefs',
    { schema: { tags, summary: "The caller's saved console settings (settings drawer)", response: answerOf(consolePrefs) } },
    async (req) => ok(await readPref<ConsolePrefs>(ctx.db, req.user!.id, PREFS, {})),
  );

  app.put(
    '/isps/account/prefs',
    {
      config: { self: true },
      schema: { tags, summary: 'Save your console settings (only the keys sent change)', body: consolePrefs, response: answerOf(consolePrefs) },
    },
    async (req) => {
      const saved = await readPref<ConsolePrefs>(ctx.db, req.user!.id, PREFS, {});
      const next = { ...saved, ...req.body };
      if (JSON.stringify(next) !== JSON.stringify(saved)) await writePref(ctx.db, req.user!.id, PREFS, next); // nothing new: nothing written
      return ok(next, '保存成功！');
    },
  );

  app.put(
    '/isps/account/lang',
    {
      config: { self: true },
      schema: { tags, summary: 'The language you read the console in: e-mails the system sends you follow it', body: accountLang, response: looseAnswer },
    },
    async (req) => {
      await writePref(ctx.db, req.user!.id, LANG_PREF, req.body.lang);
      return ok(req.body, '保存成功！');
    },
  );

  app.delete(
    '/isps/account/prefs',
    { config: { self: true }, schema: { tags, summary: 'Forget your saved console settings (the defaults apply at the next login)', response: looseAnswer } },
    async (req) => {
      await deletePref(ctx.db, req.user!.id, PREFS);
      return ok({}, '已恢复默认设置');
    },
  );
}
