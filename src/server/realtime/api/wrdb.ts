import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ok, warn, type Envelope } from '#shared/contract/envelope.js';
import { clientAddress } from '../../http/clientAddress.js';
import { HttpError } from '../../http/errors.js';
import type { HotRoutes } from '../../http/hotRoutes.js';
import { MEAS } from '../devices/profiles.js';
import type { RealtimePlane } from '../plane.js';
import { printWindow } from '../wrdb/printWindow.js';
import { PollBudget } from '../wrdb/pollBudget.js';
import { windowRows } from '../wrdb/window.js';
import { LIMITS } from './limits.js';
import { plainLastQuery, plainWindowQuery } from './plainQuery.js';
import { envelopeAround, okBytes } from './rawJson.js';
import { intParam, noSession, param, recordParam, seconds6, sessionParam, windowQuery, type WindowQuery } from './params.js';
import { looseAnswer } from '#shared/contract/loose.js';
import { answerOf } from '#shared/contract/answer.js';
import { lastTimestamp, type LastTimestamp } from '#shared/contract/wrdb.js';

/** The wrdb polls' place in front of Fastify: the paths there, and the client address as Fastify's req.ip gives it. */
export interface HotWindow {
  routes: HotRoutes;
  address: (req: IncomingMessage) => string | undefined;
}

/** values of a window above which the hot route builds it on the next turn of the event loop (1 s of a waveform is 5,120) */
const DEFER_VALUES = 8_192;

const doc = (summary: string, response: object = looseAnswer) => ({ config: { public: true }, schema: { tags: ['Realtime'], summary, response } });
const opens = doc('Newest sample time of a record (Unix s); wrdbID 0 or empty opens a session', answerOf(lastTimestamp));

/** type=1 (real-time data) is the only kind; anything else is a business warning. */
function unsupportedType(q: unknown): string | null {
  if (param(q, 'type') === undefined) return null;
  const type = intParam(q, 'type', { min: -1e9, max: 1e9 });
  return type === 1 ? null : `暂不支持 type=${type} 的数据（仅支持 1：实时数据）`;
}

/** The wrdb session API (public): last timestamp (opens a session), windows, close. */
export function wrdbRoutes(app: FastifyInstance, plane: RealtimePlane, hot?: HotWindow) {
  const record = (id: number) => {
    const ref = plane.directory.byRecordId.get(id);
    const ring = ref && plane.wrdb.get(id);
    return ref && ring ? { ref, ring, meas: MEAS[ref.point.measType] } : null;
  };
  // opening fills the table: counted per client address (a page opens one per curve; polls reuse it)
  const perMinute = plane.opts.sessionOpensPerMinute;
  const opening = app.createRateLimit({ max: perMinute, timeWindow: 60_000 });

  const polls = new PollBudget(plane.opts.pollsPerSecond);

  app.get('/api/wrdb/queryWrdbLastTimestamp', opens, async (req, reply) => {
    const bad = unsupportedType(req.query);
    if (bad) return warn(bad);
    const recordid = recordParam(req.query, 'recordid');
    const wrdbID = sessionParam(req.query);
    const r = record(recordid);
    if (!r) return warn(`记录 ${recordid} 不存在`);
    const client = clientAddress(req);
    let session = wrdbID ? await plane.sessions.touch(wrdbID, client) : null;
    const reopened = wrdbID !== 0 && !session;
    if (!session) {
      const limit = await opening(req);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', limit.ttlInSeconds);
        throw new HttpError(429, `打开实时库会话过于频繁（每分钟最多 ${perMinute} 个），请 ${limit.ttlInSeconds} 秒后再试`);
      }
      session = await plane.sessions.open(client);
    }
    return ok(lastOf(session.id, recordid, r.ring), reopened ? `实时库会话 ${wrdbID} 已过期，已重新打开` : '操作成功！');
  });
  // in front of Fastify too: an open session's poll (the curve widget asks before each window); opening one, a
  // reopening, warnings and refused input stay with the route above
  if (hot)
    hot.routes.add(`${app.prefix}/api/wrdb/queryWrdbLastTimestamp`, (req, query) => {
      const q = plainLastQuery(query);
      const r = q && record(q.recordid);
      return r ? inSession(hot, req, q.wrdbID, () => okBytes(JSON.stringify(lastOf(q.wrdbID, q.recordid, r.ring)))) : null;
    });
  /** the newest sample's time of a record (ret 1: none yet), in the field order of the answer's schema */
  const lastOf = (wrdbid: number, recordid: number, ring: { newest: number; rate: number }): LastTimestamp => ({
    wrdbid,
    ret: ring.newest < 0 ? 1 : 0,
    timestamp: ring.newest < 0 ? 0 : seconds6(ring.newest / ring.rate),
    recordid,
    interval: 1 / ring.rate,
  });

  // the portal's hottest path: a plain function, so an in-process session answers without a promise turn
  app.get('/api/wrdb/queryWrdbData', doc('Samples of a record in [timeSoc_Begin, timeSoc_End] (Unix s), clipped to the buffer'), (req, reply) => {
    const bad = unsupportedType(req.query);
    if (bad) return void reply.send(warn(bad));
    const q = windowQuery(req.query);
    const session = plane.sessions.touch(q.wrdbID, clientAddress(req));
    if (session instanceof Promise) return session.then((s) => send(reply, windowAnswer(s !== null && budgeted(q.wrdbID), q)));
    send(reply, windowAnswer(session !== null && budgeted(q.wrdbID), q));
  });
  /** a poll within the session's budget (a live session's polls beyond it are a 429) */
  const budgeted = (wrdbID: number) => {
    if (polls.take(wrdbID)) return true;
    throw new HttpError(429, `实时库会话 ${wrdbID} 读取过于频繁（每秒最多 ${polls.perSecond} 次），请稍后再试`);
  };
  // and in front of Fastify (http/hotRoutes.ts): the same steps, answering only a window's bytes (warnings and
  // refused input go to the route above); a session in Redis answers after its one round trip
  if (hot)
    hot.routes.add(`${app.prefix}/api/wrdb/queryWrdbData`, (req, query) => {
      const q = plainWindowQuery(query);
      return q ? inSession(hot, req, q.wrdbID, () => hotWindow(q)) : null;
    });
  /**
   * A hot poll's `answer` once the caller's session is live: now for one held in this process, after its round trip
   * for one in Redis; null (the route answers) for no client address or no such session of that client.
   */
  function inSession<T>(hot: HotWindow, req: IncomingMessage, wrdbID: number, answer: () => T): T | null | Promise<T | null> {
    const client = hot.address(req);
    const session = client && plane.sessions.touch(wrdbID, client);
    if (!session) return null;
    return session instanceof Promise ? session.then((s) => (s ? answer() : null)) : answer();
  }
  /** a live session's window bytes, built now or (a long one, a waveform's seconds) on the next turn, after the small polls beside it */
  const hotWindow = (q: WindowQuery) => {
    if (!polls.take(q.wrdbID)) return null;
    const bytes = () => {
      const answer = windowAnswer(true, q);
      return Buffer.isBuffer(answer) ? answer : null;
    };
    const r = record(q.recordid);
    return r && (q.end - q.begin) * r.ring.rate * r.meas.width > DEFER_VALUES ? bytes : bytes();
  };

  const send = (reply: FastifyReply, answer: Buffer | Envelope<null>) =>
    Buffer.isBuffer(answer) ? reply.type('application/json; charset=utf-8').send(answer) : reply.send(answer);

  /** A window's JSON bytes, or the business warning that replaces them. */
  function windowAnswer(live: boolean, { wrdbID, recordid, begin, end }: WindowQuery): Buffer | Envelope<null> {
    if (!live) return warn(noSession(wrdbID));
    const r = record(recordid);
    if (!r) return warn(`记录 ${recordid} 不存在`);
    const { ring, meas } = r;
    const oldest = ring.oldest / ring.rate;
    const newest = ring.newest / ring.rate;
    // the cap counts the window within the buffer's span, filled or not, so it does not depend on uptime
    const span = (ring.newest - ring.capacity + 1) / ring.rate;
    const rows = ring.newest < 0 ? 0 : Math.max(0, (Math.min(end, newest) - Math.max(begin, span)) * ring.rate + 1);
    if (rows * meas.width > LIMITS.values) {
      return warn(`时间段过长：单次最多 ${LIMITS.values} 个数据点（该记录每秒 ${ring.rate * meas.width} 个），请缩短时间段`);
    }
    const rowsIn = windowRows(ring, begin, end);
    const clipped = ring.newest >= 0 && (begin < oldest || end > newest);
    // the result's fields as JSON.stringify prints them (finite numbers print alike); a template costs a third
    const basetime = seconds6(rowsIn ? rowsIn[0] / ring.rate : begin);
    const fields = `{"wrdbid":${wrdbID},"recordid":${recordid},"interval":${1 / ring.rate},"basetime":${basetime},"unit":${JSON.stringify(meas.unit)}}`;
    const { head, tail } = envelopeAround(fields, 'value', clipped ? '时间段已截取到实时库保存的范围' : '操作成功！');
    const [lo, hi] = rowsIn ?? [0, -1];
    return printWindow(ring, lo, hi, meas.decimals, head, tail);
  }

  app.get('/api/wrdb/closeWrdb', doc('Closes a wrdb session'), async (req) => {
    const wrdbID = intParam(req.query, 'wrdbID', { min: 1, max: Number.MAX_SAFE_INTEGER });
    if (!(await plane.sessions.close(wrdbID, clientAddress(req)))) return warn(`实时库会话 ${wrdbID} 不存在或已关闭`);
    return ok({ wrdbid: wrdbID, closed: true }, '实时库会话已关闭');
  });
}
