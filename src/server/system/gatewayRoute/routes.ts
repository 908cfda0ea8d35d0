import type { FastifyInstance } from 'fastify';
import { fail } from '#shared/contract/envelope.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Gateway routes'];
const NOT_HERE = 'ISPS 是单一服务，没有 Spring Cloud Gateway：路由定义只作记录保存，不会下发到网关';

/** GateWayRouteModal's bulk save and Redis flush belong to JeecgBoot's cloud gateway, which ISPS does not run. */
export async function gatewayRouteRoutes(app: FastifyInstance) {
  app.post(
    '/sys/gatewayRoute/updateAll',
    {
      config: { perm: 'gatewayRoute:edit' },
      schema: { tags, summary: 'Not supported: answers success:false (no gateway to push routes to)', response: looseAnswer },
    },
    async () => fail(`${NOT_HERE}；请逐条使用 add / edit 保存`, 501),
  );
  app.get(
    '/sys/gatewayRoute/clearRedis',
    {
      config: { perm: 'gatewayRoute:edit' },
      schema: { tags, summary: 'Not supported: answers success:false (no gateway route cache)', response: looseAnswer },
    },
    async () => fail(`${NOT_HERE}，也没有需要清除的路由缓存`, 501),
  );
}
