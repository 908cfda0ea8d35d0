import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { ok } from '#shared/contract/envelope.js';
import { eventMute } from '#shared/contract/notify.js';
import type { Ctx } from '../http/types.js';
import { MUTES } from './eventState.js';
import { DEVICE_EVENT_KINDS } from './types.js';

const tags = ['Announcements'];
const PATH = '/sys/sysAnnouncementSend/deviceEventMutes';
const body = z.object(
  {
    kind: z.enum(DEVICE_EVENT_KINDS, { error: `kind 只能是 ${DEVICE_EVENT_KINDS.join('、')}` }),
    muted: z.boolean({ error: 'muted 必须是 true 或 false' }),
  },
  { error: '请求体必须是 JSON 对象' },
);

/** The caller's own device-event mutes: a muted kind stays off their bell and unread count (my messages still lists it). */
export async function eventMuteRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const list = async (userId: string) => {
    const muted = new Set((await ctx.db.selectFrom(MUTES).select('kind').where('user_id', '=', userId).execute()).map((r) => r.kind));
    return DEVICE_EVENT_KINDS.map((kind) => ({ kind, muted: muted.has(kind) }));
  };

  app.get(
    PATH,
    { schema: { tags, summary: 'The device-event kinds and whether the caller muted each: [{kind, muted}]', response: answerOf(z.array(eventMute)) } },
    async (req) => ok(await list(req.user!.id)),
  );

  app.put(
    PATH,
    { config: { self: true }, schema: { tags, summary: 'Mute or unmute one device-event kind for the caller', body, response: answerOf(z.array(eventMute)) } },
    async (req) => {
      const b = req.body;
      const userId = req.user!.id;
      if (b.muted)
        await ctx.db
          .insertInto(MUTES)
          .values({ user_id: userId, kind: b.kind })
          .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
          .execute();
      else await ctx.db.deleteFrom(MUTES).where('user_id', '=', userId).where('kind', '=', b.kind).execute();
      return ok(await list(userId));
    },
  );
}
