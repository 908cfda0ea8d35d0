import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Fastify's request log lines at a level that fits what happened. A busy portal polls the wrdb
 * routes thousands of times a second; at info those lines alone would cost more than the reads.
 * So: the incoming line and a successful read at debug, a completed write at info, a 4xx at warn,
 * a 5xx or a failed response at error. The completion line carries the (redacted) request, so it
 * stands alone when the incoming line is filtered out.
 */
export class AccessLog extends LogController {
  incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  /** the 404's completion line says the same, with the URL redacted (this one would print it raw) */
  routeNotFound(): void {}

  requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error || status >= 500) reply.log.error(error ? { ...line, err: error } : line, error ? 'request errored' : 'request failed');
    else if (status >= 400) reply.log.warn(line, 'request refused');
    else if (READS.has(request.method)) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
