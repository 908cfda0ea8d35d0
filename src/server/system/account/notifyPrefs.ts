import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGE_KINDS, notifyChannels, notifyPrefs, type NotifyPrefs } from '#shared/contract/account.js';
import { answerOf } from '#shared/contract/answer.js';
import { ok } from '#shared/contract/envelope.js';
import type { Ctx } from '../../http/types.js';
import { CHANNELS, readChannels } from '../../notify/channels.js';
import { readPref, writePref } from './prefs.js';

const tags = ['Account'];

/** 新消息通知: per message kind, whether it reaches the caller's bell and/or their e-mail (notify/channels.ts honours it). */
export async function notifyPrefRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/isps/account/notify',
    { schema: { tags, summary: `Your channels per message kind (${MESSAGE_KINDS.join(', ')}): {kind: {bell, email}}`, response: answerOf(notifyChannels) } },
    async (req) => ok(await readChannels(ctx, req.user!.id)),
  );
  app.put(
    '/isps/account/notify',
    {
      config: { self: true },
      schema: { tags, summary: 'Set the channels of some message kinds (the kinds sent change)', body: notifyPrefs, response: answerOf(notifyChannels) },
    },
    async (req) => {
      const saved = await readPref<Partial<NotifyPrefs>>(ctx.db, req.user!.id, CHANNELS, {});
      const next = { ...saved, ...req.body };
      if (JSON.stringify(next) !== JSON.stringify(saved)) await writePref(ctx.db, req.user!.id, CHANNELS, next); // nothing new: nothing written
      return ok(await readChannels(ctx, req.user!.id), '保存成功！');
    },
  );
}
