import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { tokenOf } from '../auth/guard.js';
import { readToken, type TokenClaims } from '../auth/token.js';
import { HttpError, forbidden } from '../http/errors.js';
import { zId } from '../http/ids.js';
import type { Ctx } from '../http/types.js';

/** JeecgBoot's heartbeat: the client sends "HeartBeat" (or {cmd:"heartcheck"}, or "ping"); the answer is a heartcheck. */
export const HEARTBEAT_REPLY = JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' });
const isHeartbeat = (text: string): boolean => {
  const t = text.trim();
  if (t === 'HeartBeat' || t === 'heartcheck' || t === 'ping') return true;
  if (!t.startsWith('{') || t.length > 200) return false;
  try {
    return (JSON.parse(t) as { cmd?: unknown }).cmd === 'heartcheck';
  } catch {
    return false;
  }
};

const params = z.object({ userId: zId('userId') });
/** tokens checked before the upgrade, for the socket handler */
const claimsOf = new WeakMap<FastifyRequest, TokenClaims>();
const RECHECK_DELAY_MS = 200;

/**
 * {base}/websocket/{userId}: the live channel of one user. The request guard has already
 * verified the token (the Sec-WebSocket-Protocol value, echoed back by ws as the chosen
 * protocol) with the same checks as any HTTP call, revocation included; here it must also
 * belong to {userId}. Refusals are HTTP answers (401/403/400) and no socket is opened. The
 * server only pushes; what a client sends is never relayed to anyone, and a heartbeat is answered.
 */
export async function socketRoutes(app: FastifyInstance, ctx: Ctx) {
  app.route({
    method: 'GET',
    url: '/websocket/:userId',
    config: { queryToken: true },
    schema: { tags: ['Announcements'], summary: 'WebSocket of one user (token as Sec-WebSocket-Protocol); pushes {cmd, msgId, msgTxt}', params },
    preHandler: async (req) => {
      const { userId } = req.params as z.output<typeof params>;
      if (userId !== req.user!.id) throw forbidden('无权连接其他用户的消息通道');
      const claims = await readToken(ctx.secret, tokenOf(req) ?? '');
      if (!claims) throw new HttpError(401, 'Token失效，请重新登录');
      claimsOf.set(req, claims);
    },
    handler: async () => {
      throw new HttpError(400, '请使用 WebSocket 连接该地址');
    },
    wsHandler: (socket: WebSocket, req: FastifyRequest) => {
      const claims = claimsOf.get(req)!;
      ctx.notify.add({ userId: req.user!.id, claims, socket, alive: true });
      socket.on('message', (data, isBinary) => {
        if (!isBinary && isHeartbeat(data.toString())) socket.send(HEARTBEAT_REPLY);
      });
    },
  });

  // a logout, a password change, a frozen or deleted user: their open sockets close too
  let pending: NodeJS.Timeout | null = null;
  ctx.bus.on('sessions', () => {
    if (pending || !ctx.notify.count()) return;
    pending = setTimeout(() => {
      pending = null;
      ctx.notify.recheck(async (c) => (await ctx.sessions.resolve(c.claims))?.id === c.userId).catch(() => {});
    }, RECHECK_DELAY_MS);
    pending.unref();
  });
}
