import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { ConnectionGuard } from './connectionGuard.js';

/**
 * A hot route's answer to a GET: the JSON bytes of a 200, or null to leave the request to the
 * route Fastify has for the same path (which then answers it in full: errors, warnings, logs); or,
 * for an answer that takes long to build, a function that builds it on the event loop's next turn;
 * or a promise of either (a session held in Redis).
 */
export type HotHandler = (req: IncomingMessage, query: string) => Buffer | null | (() => Buffer | null) | Promise<Buffer | null | (() => Buffer | null)>;

export interface HotContext {
  /** headers every answer carries besides its type and length (security.ts) */
  headers: Record<string, string>;
  /** true while each request must reach Fastify's request log (level debug or lower) */
  verbose: () => boolean;
  /** an answer, for the HTTP monitor (monitor/trace.ts) */
  answered: (path: string, ms: number) => void;
}

/** the options Fastify gives its HTTP/1 server (with its defaults filled in) */
interface ServerOptions {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/**
 * Paths answered before Fastify sees the request: the portal's wrdb polls, thousands a second on a
 * busy portal, where Fastify's request and reply objects, router and hooks were a quarter to a third of the
 * poll's server time (docs/benchmarks.md). Only the plain case is answered here — a GET without a
 * body or an encoded NUL, while the request log is not at debug and the server is not closing —
 * with the headers and trace entry Fastify's route gives it; everything else, including any input
 * the handler refuses, goes to that route.
 */
export class HotRoutes {
  private readonly routes = new Map<string, { handler: HotHandler }>();
  private ctx?: HotContext;
  // flat name/value list for writeHead; the last value (content-length) is set per answer
  private head: string[] = [];
  /** answers given here (the rest went to Fastify) */
  served = 0;

  /** bounds on what one connection may queue, for every request (this path's and Fastify's alike) */
  constructor(readonly guard?: ConnectionGuard) {}

  add(path: string, handler: HotHandler): void {
    this.routes.set(path, { handler });
  }

  start(ctx: HotContext): void {
    this.ctx = ctx;
    this.head = [...Object.entries({ ...ctx.headers, 'content-type': 'application/json; charset=utf-8' }).flat(), 'content-length', '0'];
  }

  /** from now on Fastify answers everything (while closing: its 503) */
  stop(): void {
    this.ctx = undefined;
  }

  /** Fastify's serverFactory: its own HTTP/1 server with these paths in front, and its timeouts */
  readonly serverFactory: FastifyServerFactory = (handler, options) => {
    const opts = options as unknown as ServerOptions;
    const server = http.createServer(opts.http ?? {}, (req, res) => {
      const handle = () => {
        if (!this.answer(req, res, handler)) handler(req, res);
      };
      if (this.guard) this.guard.admit(req, res, handle);
      else handle();
    });
    server.keepAliveTimeout = opts.keepAliveTimeout;
    server.requestTimeout = opts.requestTimeout;
    server.setTimeout(opts.connectionTimeout);
    if (opts.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
    return server;
  };

  private answer(req: IncomingMessage, res: ServerResponse, fallback: (req: IncomingMessage, res: ServerResponse) => void): boolean {
    const ctx = this.ctx;
    if (ctx === undefined || req.method !== 'GET' || this.routes.size === 0) return false;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const route = this.routes.get(path);
    // the input guard's cases (inputGuard.ts) stay with Fastify: a NUL, written %00, and a body
    if (route === undefined || url.includes('%00') || req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined)
      return false;
    if (ctx.verbose()) return false;
    const started = performance.now();
    let body: ReturnType<HotHandler>;
    try {
      body = route.handler(req, q < 0 ? '' : url.slice(q + 1));
    } catch {
      return false; // the route refuses the same input with its 400
    }
    if (body === null) return false;
    if (body instanceof Promise) {
      // settled after a round trip: the route is asked again from scratch if the answer is not plain bytes
      body.then(
        (b) => (req.socket.destroyed ? undefined : b === null ? fallback(req, res) : this.reply(req, res, fallback, b, path, started, ctx)),
        () => fallback(req, res),
      );
      return true;
    }
    this.reply(req, res, fallback, body, path, started, ctx);
    return true;
  }

  private reply(
    req: IncomingMessage,
    res: ServerResponse,
    fallback: (req: IncomingMessage, res: ServerResponse) => void,
    body: Buffer | (() => Buffer | null),
    path: string,
    started: number,
    ctx: HotContext,
  ): void {
    if (Buffer.isBuffer(body)) return this.send(res, body, path, started, ctx);
    // Built after what else arrived with it: small polls first, and a pipelining connection that
    // overflows meanwhile (connectionGuard.ts) is closed before anything is built for it.
    const build = body;
    setImmediate(() => {
      if (req.socket.destroyed) return;
      let late: Buffer | null;
      try {
        late = build();
      } catch {
        late = null;
      }
      if (late === null) fallback(req, res);
      else this.send(res, late, path, started, ctx);
    });
  }

  private send(res: ServerResponse, body: Buffer, path: string, started: number, ctx: HotContext): void {
    this.head[this.head.length - 1] = String(body.length);
    res.writeHead(200, this.head);
    res.end(body);
    this.served++;
    // recorded once the answer is on its way, as Fastify's onResponse hook would (microtasks run after
    // the write's nextTick callbacks)
    const ms = performance.now() - started;
    queueMicrotask(() => ctx.answered(path, ms));
  }
}
