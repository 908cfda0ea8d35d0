import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { fail } from '#shared/contract/envelope.js';

/**
 * The rest of JeecgBoot's online-form module (@jeecg/antd-online-mini): a well-formed success:false saying why,
 * never a bare 404. Concrete routes (routes.ts, ../routes.ts, ../formApi.ts) win over these wildcards.
 */
const AREAS: [string, string, string][] = [
  [
    '/online/cgform/api',
    'ISPS 的在线表单不提供该接口：子表、ERP/树形模板、代码生成与数据权限授权不在 ISPS 在线表单范围内，增强请在 ISPS 的表单设计器中编辑',
    'sub-forms, ERP/tree templates, code generation, data authorisation',
  ],
  [
    '/online/cgform/head',
    'ISPS 的在线表单不提供该接口：JS/Java/SQL 增强、从数据库导入表、按记录删除与批量删除不在 ISPS 在线表单范围内（增强请用 ISPS 的表单设计器，复制请用 /online/cgform/head/copy）',
    'JS/Java/SQL enhancements, import from database tables, removeRecord, deleteBatch',
  ],
  [
    '/online/cgform/button',
    'ISPS 在线表单的自定义按钮在 ISPS 的表单设计器（增强）中编辑，不提供该接口',
    'button editing (ISPS edits buttons in its own designer)',
  ],
  ['/online/cgform/index', 'ISPS 在线表单的索引即字段的唯一约束，在 addAll/editAll 中随字段保存，不提供该接口', 'index editing (kept as unique fields)'],
];

export async function jeecgNotProvidedRoutes(app: FastifyInstance) {
  for (const [prefix, message, what] of AREAS) {
    const schema = { tags: ['Not supported'], summary: `Not supported: ${what}; answers success:false`, response: answerOf(z.null()) };
    const handler = async () => fail(message, 501);
    // reads need only a token; the write methods the designer's permission (nothing is written either way)
    app.route({ method: 'GET', url: `${prefix}/*`, schema, handler });
    app.route({ method: ['POST', 'PUT', 'DELETE'], url: `${prefix}/*`, config: { perm: 'onlCgform:list' }, schema, handler });
  }
}
