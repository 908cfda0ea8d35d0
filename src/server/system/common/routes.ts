import type { FastifyInstance } from 'fastify';
import { fail } from '#shared/contract/envelope.js';
import { javaOnlyRoutes } from './javaOnly.js';
import { notCalledRoutes } from './notCalled.js';
import { refusedRoutes } from './refusals.js';
import { looseAnswer } from '#shared/contract/loose.js';

/**
 * transitRESTful forwards any request to any URL the caller names: on a server that is a door
 * into the internal network (SSRF), so ISPS answers it, for every method, with a clear refusal.
 */
export async function commonRoutes(app: FastifyInstance) {
  app.route({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: '/sys/common/transitRESTful',
    config: { self: true },
    schema: { tags: ['Common'], summary: 'Not supported: answers success:false (an open forwarder would reach internal addresses)', response: looseAnswer },
    handler: async () => fail('ISPS 不提供 transitRESTful 转发接口（会让服务器代为访问任意地址），请直接调用目标接口', 501),
  });
  await javaOnlyRoutes(app);
  await notCalledRoutes(app);
  await refusedRoutes(app);
}
