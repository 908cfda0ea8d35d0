import type { FastifyInstance } from 'fastify';
import { ok } from '#shared/contract/envelope.js';
import { looseAnswer } from '#shared/contract/loose.js';

/**
 * JThirdAppButton asks which third-party apps are switched on before it shows their sync
 * buttons. ISPS syncs with neither WeChat Work nor DingTalk, so both are off and the buttons stay hidden.
 */
export async function thirdAppRoutes(app: FastifyInstance) {
  app.get(
    '/sys/thirdApp/getEnabledType',
    { schema: { tags: ['Third-party apps'], summary: 'Which third-party apps are enabled (both off in ISPS)', response: looseAnswer } },
    async () => ok({ wechatEnterprise: false, dingtalk: false }),
  );
}
