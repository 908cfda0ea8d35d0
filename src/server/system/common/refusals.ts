import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { fail } from '#shared/contract/envelope.js';
import { perMinute } from '../../http/rateLimit.js';

/** Calls a person makes a few times: more than this a minute from one address is abuse. */
const PER_MINUTE = 30;

/**
 * Single JeecgBoot console calls ISPS deliberately does not serve, each with the reason and what to
 * use instead (docs/jeecgboot-compatibility.md). Public as in JeecgBoot (the login and reset pages
 * call them before anyone has a token): constant work, rate-limited.
 */
const REFUSED: [method: 'GET' | 'POST', url: string, message: string, summary: string][] = [
  [
    'GET',
    '/sys/getEncryptedString',
    'ISPS 不在前端用固定密钥加密密码（密钥公开即无保护作用），请经由 HTTPS 直接提交登录',
    'AES key for the login form (refused: a key every client can read protects nothing)',
  ],
  [
    'GET',
    '/sys/user/querySysUser',
    'ISPS 不对未登录的请求公开账号是否存在；找回密码请用 /sys/user/sendResetCode',
    'Account look-up by phone or username (refused: account probing)',
  ],
  [
    'POST',
    '/sys/user/phoneVerification',
    '找回密码请用 /sys/user/sendResetCode 与 /sys/user/resetPassword',
    "Phone check of the console's password reset (refused: use sendResetCode / resetPassword)",
  ],
  [
    'GET',
    '/sys/user/passwordChange',
    '密码不能放在网址中传送（会留在日志与浏览记录里）；请用 POST /sys/user/resetPassword',
    'Password reset by GET (refused: the password would travel in the URL)',
  ],
  [
    'GET',
    '/sys/common/pdf/pdfPreviewIframe',
    'ISPS 不内置 pdf.js 预览页，浏览器可直接打开 PDF 文件',
    'pdf.js preview page (not provided: browsers show PDF files themselves)',
  ],
];

export async function refusedRoutes(app: FastifyInstance) {
  const rateLimit = perMinute(PER_MINUTE, (c) => `请求过于频繁，请 ${c.seconds} 秒后再试`);
  for (const [method, url, message, summary] of REFUSED) {
    app.route({
      method,
      url,
      config: { public: true, rateLimit },
      schema: { tags: ['Not supported'], summary: `${summary}; answers success:false`, response: answerOf(z.null()) },
      handler: async () => fail(message, 501),
    });
  }
}
