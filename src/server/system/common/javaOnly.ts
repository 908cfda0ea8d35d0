import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { fail } from '#shared/contract/envelope.js';

/**
 * Whole JeecgBoot controllers that only make sense in its Java world: each prefix answers every
 * method with a well-formed success:false and the reason, never a bare 404
 * (docs/jeecgboot-compatibility.md lists them).
 */
const PREFIXES: [string, string, string][] = [
  ['/sys/api', 'JeecgBoot 微服务之间的内部接口（Feign），ISPS 是单体服务，不提供', 'JeecgBoot internal Feign API'],
  ['/sys/ng-alain', 'ng-alain（Angular 前端）专用接口，ISPS 不提供', 'ng-alain (Angular client) API'],
  [
    '/sys/thirdLogin',
    'ISPS 的第三方登录只经由 OpenID Connect（render/oidc），不创建或绑定第三方账号，也不接入企业微信、钉钉',
    'third-party account binding, WeChat Work / DingTalk login',
  ],
  ['/sys/cas/client', 'CAS 单点登录只提供 /sys/cas/client/validateLogin', 'other CAS client calls'],
  ['/sys/thirdApp', 'ISPS 不与企业微信、钉钉同步用户和部门，也不经由它们发消息', 'WeChat Work / DingTalk sync and messages'],
  ['/sys/upload', 'ISPS 不接入 MinIO，文件请用 /sys/common/upload 上传', 'MinIO uploads'],
];

export async function javaOnlyRoutes(app: FastifyInstance) {
  for (const [prefix, message, what] of PREFIXES) {
    app.route({
      method: ['GET', 'POST', 'PUT', 'DELETE'],
      url: `${prefix}/*`,
      // public: JeecgBoot's third-party and CAS logins are called before anyone has a token
      config: { public: true },
      schema: { tags: ['Not supported'], summary: `Not supported: ${what}; answers success:false`, response: answerOf(z.null()) },
      handler: async () => fail(message, 501),
    });
  }
}
