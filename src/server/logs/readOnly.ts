import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { permOf } from '../crud/perms.js';
import { HttpError } from '../http/errors.js';
import type { Ctx } from '../http/types.js';
import { refusalOf } from '#shared/contract/refusal.js';

const tags = ['System logs'];
const WRITTEN_BY_SYSTEM = '系统日志由系统自动写入，不能手工添加、修改或导入';

/**
 * System logs (/sys/log, schema sys_log): listed, filtered, exported and deleted by the schema
 * CRUD; written only by the server (login and operation logs), so the writes are refused here.
 * Lists read after the pending batch is written.
 */
export async function systemLogRoutes(app: FastifyInstance, ctx: Ctx) {
  const e = ctx.registry.get('sys_log');
  if (!e) return;
  const prefix = `${ctx.config.apiBase}/sys/log/`;
  // on the log's own GET routes only (a hook of the whole API ran for every request, the user list's too)
  const flushFirst: onRequestHookHandler = (req, _reply, done) => {
    if (req.method === 'GET') ctx.logs.flush().then(() => done(), done);
    else done();
  };
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith(prefix) || ![r.method].flat().includes('GET')) return;
    r.onRequest = [...[r.onRequest ?? []].flat(), flushFirst];
  });
  const refused = refusalOf(405, WRITTEN_BY_SYSTEM);
  const refuse = async () => {
    throw new HttpError(405, WRITTEN_BY_SYSTEM);
  };
  app.post(
    '/sys/log/add',
    { config: { perm: permOf(e, 'add') }, schema: { tags, summary: 'Refused: logs are written by the system', response: refused } },
    refuse,
  );
  app.put('/sys/log/edit', { config: { perm: permOf(e, 'edit') }, schema: { tags, summary: 'Refused: a log never changes', response: refused } }, refuse);
  app.post('/sys/log/edit', { config: { perm: permOf(e, 'edit') }, schema: { tags, summary: 'Refused: a log never changes', response: refused } }, refuse);
  app.post(
    '/sys/log/importExcel',
    { config: { perm: permOf(e, 'import') }, schema: { tags, summary: 'Refused: logs are written by the system', response: refused } },
    refuse,
  );
}
