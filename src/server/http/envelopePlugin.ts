import type { FastifyError, FastifyInstance } from 'fastify';
import { fail } from '#shared/contract/envelope.js';
import { HttpError } from './errors.js';
import { LIBRARY_ERRORS } from './errorMessages.js';

const UNIQUE_VIOLATION = '23505';

/** Every failure becomes an envelope; bad input is a 4xx that names the field, never a 500. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError & { code?: string; constraint?: string }, req, reply) => {
    if (err instanceof HttpError) return reply.status(err.status).send(fail(err.message, err.status, err.result));
    const known = LIBRARY_ERRORS[err.code ?? ''];
    if (known) return reply.status(known[0]).send(fail(known[1], known[0], { field: known[2] }));
    if (err instanceof SyntaxError && err.statusCode === 400) return reply.status(400).send(fail('请求体不是合法的 JSON', 400, { field: 'body' }));
    if (err.code === UNIQUE_VIOLATION) {
      const field = /^uq_[a-z0-9_]+?_([a-z0-9_]+)$/.exec(err.constraint ?? '')?.[1] ?? '';
      return reply.status(400).send(fail(`数据库中已存在该记录${field ? `（${field}）` : ''}`, 400, { field }));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send(fail(err.message, err.statusCode));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(fail('操作失败，服务器内部错误', 500));
  });
}
