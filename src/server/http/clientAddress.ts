import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The client behind a request, for per-client limits: its address (X-Forwarded-For counts only
 * from the proxies ISPS_TRUST_PROXY names), an IPv6 client by its /64 — one subscriber holds a
 * whole /64 — the same key the rate limit uses.
 */
export const clientAddress = (req: FastifyRequest): string => normalizeIP(req.ip);
