import { captureQueries, normalizeSql, type CapturedQuery } from './capture.js';
import type { Endpoint } from './endpoints.js';
import type { IspsServer } from './server.js';

export interface EndpointProfile {
  /** the endpoint's JSON answer (becomes the bare-Fastify payload) */
  payload: unknown;
  /** statements of one request with warm caches (session resolved, dictionaries loaded) */
  warm: CapturedQuery[];
  /** statements of one request right after the session and dictionary caches were dropped */
  cold: CapturedQuery[];
  /** baseline statements the server was not seen sending (should be empty) */
  missing: string[];
}

async function send(server: IspsServer, ep: Endpoint): Promise<unknown> {
  const r = ep.requests[0];
  const res = await fetch(`${server.origin}${r.path}`, { method: r.method, headers: r.headers, body: r.body });
  const json = (await res.json()) as { success?: boolean; message?: string };
  if (res.status !== 200 || !json.success) throw new Error(`${ep.label}: HTTP ${res.status} ${json.message ?? ''}`);
  return json;
}

/**
 * One request per endpoint with the drivers watched: which statements it sends when the
 * caches are cold and when they are warm, and whether the raw baseline's SQL is among them.
 */
export async function profileEndpoint(server: IspsServer, ep: Endpoint): Promise<EndpointProfile> {
  server.ctx.sessions.invalidate();
  server.ctx.dicts.invalidate();
  // on PostgreSQL the invalidation also goes out as a NOTIFY that this process hears back
  // and acts on again: let that settle before watching
  await new Promise((r) => setTimeout(r, 250));
  let payload: unknown;
  const cold = await captureQueries(async () => (payload = await send(server, ep)));
  await send(server, ep);
  const warm = await captureQueries(() => send(server, ep));
  const seen = new Set(cold.map((q) => q.sql));
  const missing = ep.statements.map((s) => normalizeSql(s.sql)).filter((s) => !seen.has(s));
  return { payload, warm, cold, missing };
}

/** "select … from sys_user" style one-liner for the report. */
export function shortSql(sql: string): string {
  const verb = sql.split(' ')[0].toLowerCase();
  const table = /\b(?:from|into|update)\s+"?([a-z_]+)"?/i.exec(sql)?.[1] ?? '?';
  const extra = /\bunion\b/i.test(sql) ? ' (union)' : /\bcount\(/i.test(sql) ? ' count' : /\blimit\b/i.test(sql) ? ' page' : '';
  return `${verb} ${table}${extra}`;
}

const noTime = (s: string) => s.replace(/"timestamp":\d+/, '"timestamp":0');

/**
 * When the raw baseline writes an answer (the list's), it must be the server's byte for byte (the timestamp
 * aside): the floor does the same work, no less. Returns what differs, or null.
 */
export async function answerDiffers(server: IspsServer, ep: Endpoint): Promise<string | null> {
  const raw = await ep.rawStep(0);
  if (typeof raw !== 'string') return null;
  const r = ep.requests[0];
  const served = noTime(await (await fetch(`${server.origin}${r.path}`, { method: r.method, headers: r.headers, body: r.body })).text());
  const mine = noTime(raw);
  if (served === mine) return null;
  let at = 0;
  while (at < served.length && served[at] === mine[at]) at++;
  return `at byte ${at}: server …${served.slice(at, at + 60)}… raw …${mine.slice(at, at + 60)}…`;
}
