import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textAnswer } from '#shared/contract/binary.js';
import { nowText, selectReadable } from '../crud/records.js';
import { readPermOf } from '../crud/perms.js';
import { notFound } from '../http/errors.js';
import { zId } from '../http/ids.js';
import type { Ctx } from '../http/types.js';
import { ANNOUNCEMENTS as T, receivedBy } from './announcements.js';
import { agentsOn } from './agents.js';

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (v: unknown) => String(v ?? '').replace(/[&<>"']/g, (c) => ESC[c]);

/**
 * SysAnnouncementList's 查看 opens `show/{id}?token=` in an iframe: an HTML page, not JSON. The
 * token may come in the URL here only (an iframe cannot send a header); who may see which
 * announcement is as for queryById. The content was sanitised when written.
 */
export async function announcementShowRoute(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const e = ctx.registry.must(T);
  app.get(
    '/sys/annountCement/show/:id',
    {
      config: { queryToken: true },
      schema: {
        tags: ['Announcements'],
        summary: 'One announcement as an HTML page (token as ?token=)',
        params: z.object({ id: zId('id') }),
        response: textAnswer('the announcement as an HTML page', 'text/html'),
      },
    },
    async (req, reply) => {
      const user = req.user!;
      let q = selectReadable(ctx.db.selectFrom(T), e).where(`${T}.id`, '=', req.params.id).where(`${T}.del_flag`, '=', 0);
      if (!user.perms.has(readPermOf(e))) q = q.where(receivedBy(user.id, nowText(), false, agentsOn(ctx)));
      const a = await q.executeTakeFirst();
      if (!a) throw notFound(`未找到 id 为 ${req.params.id} 的通告`);
      const html = `<!doctype html><html lang="zh"><head><meta charset="utf-8"><base href="${esc(ctx.config.apiBase)}/">
<title>${esc(a.titile)}</title><style>body{font-family:sans-serif;max-width:860px;margin:24px auto;padding:0 16px;color:#333}
h1{font-size:22px;text-align:center}.meta{text-align:center;color:#888;font-size:13px;margin-bottom:16px}img{max-width:100%}</style></head>
<body><h1>${esc(a.titile)}</h1><div class="meta">${esc(a.sender)} · ${esc(a.sendTime ?? a.createTime)}</div>
<div class="content">${String(a.msgContent ?? '')}</div></body></html>`;
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
}
