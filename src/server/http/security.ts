import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer, API and client alike. The CSP allows only this origin's scripts
 * (no inline script, no eval: schema expressions are parsed, see renderers/form/expressions.ts);
 * styles may be inline because antd's CSS-in-JS injects <style> elements and React sets style
 * attributes. Images may be data:/blob: URLs (heat maps, upload previews). 'self' covers the
 * same-origin WebSocket. The console may frame its own pages and https ones, nobody else may frame it. No
 * upgrade-insecure-requests: plain-HTTP installs on a plant network would lose their own assets.
 * The rest are helmet's defaults (nosniff, X-Frame-Options SAMEORIGIN, Referrer-Policy no-referrer, …).
 *
 * The headers do not depend on the request, so helmet runs once at start-up into a plain object
 * that one synchronous root hook copies onto every reply (404s and the client's files included);
 * returned for the answers given before Fastify (hotRoutes.ts).
 * @fastify/helmet rebuilt the middleware, parsing every CSP directive, on each request: 20–25 µs
 * of a portal poll's ~90 µs.
 */
export function registerSecurityHeaders(app: FastifyInstance): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // AntV G2 lays out chart labels in a worker it builds from a blob
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        // menu entries may embed an external https page (iframe links); what we frame cannot script this origin
        frameSrc: ["'self'", 'https:'],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
  })({} as never, recorder as never, () => {});
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  return headers;
}
