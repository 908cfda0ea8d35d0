import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { clientAddress } from './clientAddress.js';
import { HttpError } from './errors.js';

/**
 * A route's `config.rateLimit` for the app-wide limiter (app.ts): `max` calls a minute per client
 * address (or the given key), refused with a 429 whose text the route words from the limits.
 */
export function perMinute(
  max: number,
  tooMany: (c: { max: number; seconds: number; after: string }) => string,
  more: Pick<RateLimitOptions, 'hook'> & { key?: (req: FastifyRequest) => string } = {},
): RateLimitOptions {
  const { key = clientAddress, ...rest } = more;
  return {
    max,
    timeWindow: 60_000,
    keyGenerator: key,
    ...rest,
    errorResponseBuilder: (_req, c) => new HttpError(429, tooMany({ max: c.max, seconds: Math.ceil(c.ttl / 1000), after: c.after })),
  };
}
