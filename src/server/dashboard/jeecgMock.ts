import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { fail, ok } from '#shared/contract/envelope.js';
import type { Ctx } from '../http/types.js';
import { kindText } from '../pq/rows.js';
import type { DeviceEventKind } from '../notify/types.js';
import { latestEvents } from './events.js';

const tags = ['Dashboard'];
const DEMO = 'JeecgBoot 工作台的演示（mock）数据，ISPS 不提供';
/** Activities the 动态 card shows. */
const ACTIVITIES = 10;

/**
 * The demo paths JeecgBoot 2.4.6's 工作台 (dashboard/Workplace.vue, account/center) calls. Demo data is
 * deliberately not provided: each answers success:false with the reason and an empty result of the shape
 * the page reads, so its cards render empty instead of failing. 动态 (activity) is the one ISPS has: its
 * newest device events, as the dashboards show them (/isps/dashboard/events).
 */
const REFUSED: [string, string, unknown][] = [
  ['list/search/projects', `${DEMO}：ISPS 没有项目`, { data: [] }],
  ['workplace/teams', `${DEMO}：ISPS 没有团队，所在部门见 /sys/user/getCurrentUserDeparts`, []],
  ['workplace/radar', `${DEMO}：ISPS 没有指数雷达`, []],
  ['role', `${DEMO}：角色列表见 /api/role`, null],
  ['service', `${DEMO}：接口列表见 /api/service`, null],
  // the rest of its MockController: demo pages of its examples, none of them real data
  ...['json/:filename', 'asynTreeList', 'user', 'user/info', 'permission', 'permission/no-pager', 'area', 'queryDiskInfo', 'task/process', 'getUserInfo'].map(
    (p): [string, string, unknown] => [p, DEMO, null],
  ),
  ...['getYearCountInfo', 'getMonthCountInfo', 'getCntrNoCountInfo', 'getCabinetCountInfo', 'getTubiao'].map((p): [string, string, unknown] => [
    `report/${p}`,
    `${DEMO}：统计见 ISPS 的仪表盘`,
    [],
  ]),
];

/** The schema of a refusal's empty result: `{ data: [] }`, `[]` or null. */
const emptyLike = (result: unknown): z.ZodType =>
  Array.isArray(result) ? z.array(z.unknown()).max(0) : result === null ? z.null() : z.object({ data: z.array(z.unknown()).max(0) });

const activity = z.object({
  id: z.string(),
  user: z.object({ nickname: z.string(), avatar: z.string() }),
  project: z.object({ name: z.string(), action: z.string(), event: z.string() }),
  time: z.string(),
});

export async function jeecgMockRoutes(app: FastifyInstance, ctx: Ctx) {
  for (const [path, message, result] of REFUSED) {
    app.get(
      `/mock/api/${path}`,
      { schema: { tags, summary: `JeecgBoot demo data: answers success:false (${path})`, response: answerOf(emptyLike(result)) } },
      async () => fail(message, 501, result),
    );
  }
  app.get(
    '/mock/api/workplace/activity',
    {
      schema: {
        tags,
        summary: "The 工作台's 动态: the newest device events as [{id, user: {nickname, avatar}, project: {name, action, event}, time}]",
        response: answerOf(z.array(activity)),
      },
    },
    async () => {
      const events = await latestEvents(ctx, ACTIVITIES);
      return ok(
        events.map((e) => {
          const title = kindText(e.kind as DeviceEventKind, 'zh');
          return {
            id: e.id,
            user: { nickname: e.nameZh, avatar: '' },
            project: { name: e.equipId, action: e.closed ? '已恢复' : '发生', event: e.count > 1 ? `${title}（${e.count} 次）` : title },
            time: e.lastTime,
          };
        }),
      );
    },
  );
}
