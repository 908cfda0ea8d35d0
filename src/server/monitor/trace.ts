import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/types.js';
import { HttpStats } from './httpStats.js';

const stats = new WeakMap<Ctx, HttpStats>();
export const httpStatsOf = (ctx: Ctx) => stats.get(ctx);

/**
 * Records every API request for the HTTP monitor and trace (ISPS_HTTP_TRACE=off turns it off):
 * method, path without its query, status, duration, user name. Synchronous and allocation-light,
 * since it runs on every request. Returns the recorder of the answers given before Fastify.
 */
/** Paths kept up to this length: a thousand 16 KB paths made a 16 MB answer of the trace page. */
const MAX_PATH = 300;
const cut = (p: string) => (p.length > MAX_PATH ? `${p.slice(0, MAX_PATH)}…` : p);

export function registerHttpTrace(app: FastifyInstance, ctx: Ctx): (path: string, ms: number) => void {
  const s = new HttpStats();
  stats.set(ctx, s);
  if (!ctx.config.httpTrace) return () => {};
  const base = ctx.config.apiBase;
  app.addHook('onResponse', (req, reply, done) => {
    const url = req.url;
    if (url.startsWith(base)) {
      const q = url.indexOf('?');
      s.record(
        {
          time: Date.now(),
          method: req.method,
          path: cut(q < 0 ? url : url.slice(0, q)),
          status: reply.statusCode,
          ms: +reply.elapsedTime.toFixed(2),
          user: req.user?.username ?? null,
        },
        `${req.method} ${req.routeOptions.url ?? '(unmatched)'}`,
      );
    }
    done();
  });
  // a public GET answered before Fastify (http/hotRoutes.ts): its path is its route
  const keys = new Map<string, string>();
  return (path, ms) => {
    let key = keys.get(path);
    if (key === undefined) keys.set(path, (key = `GET ${path}`));
    s.record({ time: Date.now(), method: 'GET', path, status: 200, ms: Math.round(ms * 100) / 100, user: null }, key);
  };
}
