import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../../http/types.js';
import { redactUrl } from '../../http/redact.js';

/** dictionary operate_type from the route's last path segment */
const OPERATE: [RegExp, number, string][] = [
  [/add/i, 2, '添加'], [/edit|frozen|change|save|put|select/i, 3, '修改'], [/delete/i, 4, '删除'],
  [/import/i, 5, '导入'], [/export/i, 6, '导出'],
];

/** The operation log row of a successful guarded write; nothing for reads and refusals. */
function record(ctx: Ctx, req: FastifyRequest, reply: FastifyReply) {
  const cfg = req.routeOptions.config ?? {};
  if (!req.user || reply.statusCode >= 400 || req.method === 'GET' || !(cfg.perm || cfg.self)) return;
  const url = req.routeOptions.url ?? redactUrl(req.url);
  const last = url.split('/').pop() ?? '';
  const [, type, verb] = OPERATE.find(([re]) => re.test(last)) ?? [null, 3, '修改'];
  ctx.logs.write({
    type: 2, operateType: type, content: `${verb}: ${url}`, userId: req.user.id, username: req.user.username,
    ip: req.ip, url, requestType: req.method, costMs: Math.round(reply.elapsedTime),
  });
}

/** Every successful guarded write leaves an operation log row (log_type 2). */
export function registerOperationLog(app: FastifyInstance, ctx: Ctx) {
  // synchronous: it runs after every request, polls included, and returns at once for reads
  app.addHook('onResponse', (req, reply, done) => {
    try {
      record(ctx, req, reply);
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
}
