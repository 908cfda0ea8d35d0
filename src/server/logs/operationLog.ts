import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler, onSendHookHandler } from 'fastify';
import type { Ctx } from '../http/types.js';
import { redactUrl } from '../http/redact.js';
import { isWrite } from '../auth/guard.js';
import { said } from '../i18n/said.js';

type Verb = 'add' | 'edit' | 'delete' | 'import' | 'export';

/** dictionary operate_type from the route's last path segment */
const OPERATE: [RegExp, number, Verb][] = [
  [/add/i, 2, 'add'],
  [/edit|frozen|change|save|put|select/i, 3, 'edit'],
  [/delete/i, 4, 'delete'],
  [/import/i, 5, 'import'],
  [/export/i, 6, 'export'],
];

const ID = /^[A-Za-z0-9_-]{1,32}$/;
/** the id a write reply names (a new record's), read from the serialised reply */
const REPLY_ID = /"id":"([A-Za-z0-9_-]{1,32})"/;
const replyIds = new WeakMap<FastifyRequest, string>();
/** a refused write's message, from its reply */
const refusals = new WeakMap<FastifyRequest, string>();

const messageOf = (payload: string): string => {
  try {
    const m = (JSON.parse(payload) as { message?: unknown }).message;
    return typeof m === 'string' ? m : '';
  } catch {
    return '';
  }
};

type RouteConfig = { changes?: unknown; perm?: unknown; self?: unknown };
/** a route whose requests may be logged writes: a guarded one that is not a plain read */
const writes = (methods: string[], cfg: RouteConfig) => (methods.some(isWrite) || !!cfg.changes) && !!(cfg.perm || cfg.self);

const isLoggedWrite = (req: FastifyRequest) => !!req.user && writes([req.method], req.routeOptions.config ?? {});

/** The record(s) a write touched: id/ids of the body or query, else the id in the reply. */
function recordIds(req: FastifyRequest): string | undefined {
  const pick = (o: unknown) => {
    const v = o && typeof o === 'object' ? ((o as Record<string, unknown>).id ?? (o as Record<string, unknown>).ids) : undefined;
    const s = Array.isArray(v) ? v.join(',') : typeof v === 'string' ? v : undefined;
    return s && s.split(',').every((x) => ID.test(x.trim())) ? s : undefined;
  };
  return pick(req.body) ?? pick(req.query) ?? replyIds.get(req);
}

/** what came of a write: 成功, or the status and message it was refused with */
const resultOf = (req: FastifyRequest, status: number) =>
  status < 400 ? said('log.result.ok') : said('log.result.refused', { status, message: (refusals.get(req) ?? '').slice(0, 200) });

/** The operation log row of a guarded write by a known user, done or refused; nothing for reads. */
function record(ctx: Ctx, tables: [string, string][], req: FastifyRequest, reply: FastifyReply) {
  if (!isLoggedWrite(req)) return;
  const url = req.routeOptions.url ?? redactUrl(req.url);
  const last = url.split('/').pop() ?? '';
  const [, type, verb] = OPERATE.find(([re]) => re.test(last)) ?? [null, 3, 'edit'];
  const entity = tables.find(([prefix]) => url.startsWith(prefix))?.[1];
  const ids = recordIds(req);
  ctx.logs.write({
    type: 2,
    operateType: type,
    said: said(`log.op.${verb}`, { url }),
    userId: req.user!.id,
    username: req.user!.username,
    ip: req.ip,
    url,
    requestType: req.method,
    costMs: Math.round(reply.elapsedTime),
    result: resultOf(req, reply.statusCode),
    method: entity || ids ? `${entity ?? ''}${ids ? `#${ids}` : ''}` : undefined,
  });
}

/** Every guarded write leaves an operation log row (log_type 2): who, what, which entity and record, how long, with what result. */
export function registerOperationLog(app: FastifyInstance, ctx: Ctx) {
  // "/isps-api/sys/user/" → sys_user, longest prefix first
  const tables = ctx.registry
    .all()
    .map((e): [string, string] => [`${ctx.config.apiBase}${e.schema.api}/`, e.table])
    .sort((a, b) => b[0].length - a[0].length);
  const onSend: onSendHookHandler = (req, reply, payload, done) => {
    if (typeof payload === 'string' && payload.length < 8192 && isLoggedWrite(req)) {
      if (reply.statusCode < 400) {
        const m = REPLY_ID.exec(payload);
        if (m) replyIds.set(req, m[1]);
      } else refusals.set(req, messageOf(payload));
    }
    done(null, payload);
  };
  const onResponse: onResponseHookHandler = (req, reply, done) => {
    try {
      record(ctx, tables, req, reply);
    } catch (err) {
      return done(err as Error);
    }
    done();
  };
  // on the routes that write only: a list page or a poll runs neither hook
  app.addHook('onRoute', (r) => {
    if (!writes([r.method].flat(), r.config ?? {})) return;
    r.onSend = [r.onSend ?? []].flat().concat(onSend);
    r.onResponse = [r.onResponse ?? []].flat().concat(onResponse);
  });
}
