import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { fastifyTrustProxy } from './trustProxy.js';

/**
 * The client behind a request, for per-client limits: its address (X-Forwarded-For counts only
 * from the proxies ISPS_TRUST_PROXY names), an IPv6 client by its /64 — one subscriber holds a
 * whole /64 — the same key the rate limit uses.
 */
export const clientAddress = (req: FastifyRequest): string => normalizeIP(req.ip);

/**
 * clientAddress for a request Fastify has not wrapped (http/hotRoutes.ts), by the trust Fastify's
 * `req.ip` applies (proxy-addr's, as Fastify calls it); undefined once the socket is gone.
 */
export function rawClientAddress(trust: false | number | string[]): (req: IncomingMessage) => string | undefined {
  const t = fastifyTrustProxy(trust);
  if (t === false) {
    // the peer of a keep-alive connection does not change: normalised once per socket
    const bySocket = new WeakMap<Socket, string>();
    return (req) => {
      let a = bySocket.get(req.socket);
      if (a === undefined && req.socket.remoteAddress !== undefined) bySocket.set(req.socket, (a = normalizeIP(req.socket.remoteAddress)));
      return a;
    };
  }
  const fn = typeof t === 'function' ? t : proxyAddr.compile(t);
  return (req) => (req.socket.remoteAddress === undefined ? undefined : normalizeIP(proxyAddr(req, fn)));
}
