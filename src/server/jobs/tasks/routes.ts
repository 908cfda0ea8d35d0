import type { FastifyInstance } from 'fastify';
import { crudAnswers } from '#shared/contract/crud.js';
import { ok } from '#shared/contract/envelope.js';
import { refusalOf } from '#shared/contract/refusal.js';
import type { Row } from '../../crud/hooks.js';
import { permOf, readPermOf } from '../../crud/perms.js';
import { listPage } from '../../crud/read.js';
import { HttpError } from '../../http/errors.js';
import type { Ctx } from '../../http/types.js';

const tags = ['Background tasks'];
const BY_SYSTEM = '后台任务由系统在导出、导入时创建，不能手工添加、修改或导入';

/** The task list: a user sees the tasks they started, an admin all of them. */
export async function taskRoutes(app: FastifyInstance, ctx: Ctx) {
  const e = ctx.registry.get('sys_task');
  if (!e) return;
  app.get(
    '/sys/task/list',
    {
      config: { perm: readPermOf(e) },
      schema: { tags, summary: "Background tasks (paged): the caller's own, or all for an admin", response: crudAnswers(e.readable).loosePage },
    },
    async (req) => {
      const u = req.user!;
      return ok(
        await listPage(ctx, e, {}, req.query as Row, req.tenantId, { user: u, where: u.isAdmin ? undefined : (eb) => eb('sys_task.owner', '=', u.username) }),
      );
    },
  );
  const refused = refusalOf(405, BY_SYSTEM);
  const refuse = async () => {
    throw new HttpError(405, BY_SYSTEM);
  };
  app.post(
    '/sys/task/add',
    { config: { perm: permOf(e, 'add') }, schema: { tags, summary: 'Refused: tasks are started by the system', response: refused } },
    refuse,
  );
  app.put(
    '/sys/task/edit',
    { config: { perm: permOf(e, 'edit') }, schema: { tags, summary: 'Refused: tasks are updated by the system', response: refused } },
    refuse,
  );
  app.post(
    '/sys/task/edit',
    { config: { perm: permOf(e, 'edit') }, schema: { tags, summary: 'Refused: tasks are updated by the system', response: refused } },
    refuse,
  );
  app.post(
    '/sys/task/importExcel',
    { config: { perm: permOf(e, 'import') }, schema: { tags, summary: 'Refused: tasks are started by the system', response: refused } },
    refuse,
  );
}
