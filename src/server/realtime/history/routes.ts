import type { FastifyInstance } from 'fastify';
import { ok, warn } from '#shared/contract/envelope.js';
import type { DB } from '../../db/types.js';
import { clientAddress } from '../../http/clientAddress.js';
import { perMinute } from '../../http/rateLimit.js';
import { intParam, noSession, seconds6, windowQuery } from '../api/params.js';
import { MEAS, aggregationOf } from '../devices/profiles.js';
import type { RealtimePlane } from '../plane.js';
import { EventSeconds } from './eventSeconds.js';
import { readHistory } from './query.js';
import { looseAnswer } from '#shared/contract/loose.js';

/** Buckets one answer holds at most: a curve is a few thousand pixels wide. */
export const MAX_POINTS = 2000;
/** History reads hit the database (unlike the ring reads): a page needs a few a minute; one address gets this many. */
export const HISTORY_READS_PER_MINUTE = 120;

const round = (decimals: number) => (v: number | null) => (v === null ? null : Math.round(v * 10 ** decimals) / 10 ** decimals);

/**
 * GET /api/wrdb/queryWrdbHistory (public, within a wrdb session like queryWrdbData, so opening
 * sessions is what is rate-limited): any past range of a record as at most maxPoints buckets of
 * min / max / mean — from the ring for the last minutes, 1 s aggregates up to 2 hours, 1 min up
 * to a week, 10 min aggregates beyond. `level` and `interval` say which was read; `partial`
 * marks a bucket holding a 10-minute interval the writer saw only part of (it had just started),
 * `flagged` one holding a value measured during a dip, swell or interruption (IEC 61000-4-30).
 */
export function historyRoutes(app: FastifyInstance, plane: RealtimePlane, db: DB, ready: Promise<void>) {
  app.get(
    '/api/wrdb/queryWrdbHistory',
    {
      config: {
        public: true,
        rateLimit: perMinute(HISTORY_READS_PER_MINUTE, (c) => `历史数据查询过于频繁（每分钟最多 ${c.max} 次），请 ${c.seconds} 秒后再试`),
      },
      schema: {
        tags: ['Realtime'],
        summary: 'Past values of a record in [timeSoc_Begin, timeSoc_End] (Unix s) as ≤ maxPoints min/max/mean buckets',
        response: looseAnswer,
      },
    },
    async (req) => {
      const { wrdbID, recordid, begin, end } = windowQuery(req.query);
      const points = intParam(req.query, 'maxPoints', { min: 1, max: MAX_POINTS, def: MAX_POINTS });
      if (!(await plane.sessions.touch(wrdbID, clientAddress(req)))) return warn(noSession(wrdbID));
      const ref = plane.directory.byRecordId.get(recordid);
      if (!ref) return warn(`记录 ${recordid} 不存在`);
      const meas = MEAS[ref.point.measType];
      if (meas.rate === 'sample') return warn(`记录 ${recordid} 是采样波形，不保存历史`);
      const column = intParam(req.query, 'column', { min: 1, max: meas.width, def: 1 });
      await ready;
      const agg = aggregationOf(ref.point.measType);
      const events = new EventSeconds(plane.wrdb);
      const s = await readHistory(db, recordid, begin, end, points, plane.wrdb.get(recordid), {
        col: column - 1,
        angle: agg === 'angle',
        mean: agg === 'mean' || agg === 'freq',
        dropped: plane.wrdb.dropped,
        eventAt: (second) => events.has(ref.entry, second),
      });
      const r = round(meas.decimals);
      return ok({
        wrdbid: wrdbID,
        recordid,
        unit: meas.unit,
        level: s.level,
        interval: s.interval,
        time: s.time.map(seconds6),
        min: s.min.map(r),
        max: s.max.map(r),
        mean: s.mean.map(r),
        // shares of each bucket's expected samples the device sent flagged: not synchronised (STAT bit 13), data error (bits 15–14)
        unsynced: s.unsynced.map(round(3)),
        invalid: s.invalid.map(round(3)),
        partial: s.partial,
        // IEC 61000-4-30 §4.7: the bucket holds a value measured during a dip, swell or interruption
        flagged: s.flagged,
        // angles that cancel have no mean: mean is null and this says why
        undefinedMean: s.undefinedMean,
        // share of the bucket's samples the device stamped with a time quality flag (ring reads)
        timeFlagged: s.timeFlagged.map(round(3)),
      });
    },
  );
}
