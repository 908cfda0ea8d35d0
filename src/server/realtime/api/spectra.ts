import type { FastifyInstance } from 'fastify';
import { ok, warn } from '#shared/contract/envelope.js';
import { MAX_ORDER, WINDOW_RATE } from '../devices/profiles.js';
import type { DeviceEntry } from '../devices/types.js';
import type { RealtimePlane } from '../plane.js';
import type { Ring } from '../wrdb/ring.js';
import { LIMITS } from './limits.js';
import { idList, numParam, seconds6 } from './params.js';
import { answerOf } from '#shared/contract/answer.js';
import { spectrum } from '#shared/contract/spectrum.js';

const doc = (summary: string) => ({ config: { public: true }, schema: { tags: ['Realtime'], summary, response: answerOf(spectrum) } });
const r4 = (v: number) => (v !== v ? null : Math.round(v * 1e4) / 1e4);

/** Rows [from, to] of a ring as arrays (NaN-filled where the ring has nothing). */
function rows(ring: Ring | undefined, from: number, to: number, width: number): Float32Array[] {
  const out: Float32Array[] = Array.from({ length: to - from + 1 }, () => new Float32Array(width).fill(NaN));
  const s = ring?.read(from, to);
  if (s) for (let r = 0; r < s.rows; r++) out[s.start - from + r] = s.values.subarray(r * width, (r + 1) * width);
  return out;
}

/** % of the fundamental group (stored rows are % of Udin; HG[0] is the fundamental) */
const relative = (row: Float32Array, fundamental: number, from = 0, to = row.length) => Array.from(row.subarray(from, to), (v) => r4((100 * v) / fundamental));

const rss = (row: Float32Array) => Math.sqrt(row.reduce((s, v) => s + (v === v ? v * v : 0), 0));

function device(plane: RealtimePlane, q: unknown): DeviceEntry | string {
  const id = idList(q, 'equipId', 1, true)![0];
  const e = plane.directory.byEquipId.get(id);
  if (!e) return `装置不存在：${id}`;
  if (!e.points.HG) return `装置 ${id} 不测量谐波（仅 SMD-L、SMD-W）`;
  return e;
}

/**
 * Spectra for the harmonic pages (public): the latest IEC 61000-4-7 window (200 ms) and the
 * windows of the last `seconds` (default 10, at most 60), in % of the fundamental.
 */
export function spectrumRoutes(app: FastifyInstance, plane: RealtimePlane) {
  const prepare = (q: unknown) => {
    const e = device(plane, q);
    if (typeof e === 'string') return e;
    const seconds = numParam(q, 'seconds', { min: 0, max: LIMITS.spectrumSeconds, def: 10 });
    const hg = plane.wrdb.get(e.points.HG!.recordId);
    const newest = hg?.newest ?? -1;
    if (newest < 0) return '暂无谐波数据，请稍后再试';
    const from = Math.max(hg!.oldest, newest - Math.max(1, Math.round(seconds * WINDOW_RATE)) + 1); // the latest window at least
    const ring = (m: 'HSG' | 'IHG' | 'IHSG' | 'THD') => (e.points[m] ? plane.wrdb.get(e.points[m].recordId) : undefined);
    const groups = rows(hg, from, newest, MAX_ORDER);
    const udin = e.device.ratedKv / Math.sqrt(3);
    const last = groups[groups.length - 1];
    return {
      e,
      from,
      newest,
      groups,
      ring,
      last,
      head: {
        equipid: e.device.equipId,
        equiptype: e.device.equipType,
        timestamp: seconds6(newest / WINDOW_RATE),
        interval: 1 / WINDOW_RATE,
        unit: '%',
        fundamental: r4((last[0] / 100) * udin),
        udin: r4(udin),
      },
    };
  };

  app.get(
    '/api/portal/queryData_HarmonicSpectrum',
    doc('Harmonic groups and subgroups 2–50 of a device: latest 200 ms window and short history'),
    async (req) => {
      const p = prepare(req.query);
      if (typeof p === 'string') return warn(p);
      const thd = rows(p.ring('THD'), p.from, p.newest, 1);
      const sub = rows(p.ring('HSG'), p.newest, p.newest, MAX_ORDER)[0];
      return ok({
        ...p.head,
        thd: r4(thd[thd.length - 1][0]),
        orders: Array.from({ length: MAX_ORDER - 1 }, (_, i) => i + 2),
        groups: relative(p.last, p.last[0], 1),
        subgroups: relative(sub, sub[0], 1),
        history: {
          basetime: seconds6(p.from / WINDOW_RATE),
          interval: 1 / WINDOW_RATE,
          thd: thd.map((r) => r4(r[0])),
          groups: p.groups.map((r) => relative(r, r[0], 1)),
        },
      });
    },
  );

  app.get(
    '/api/portal/queryData_InterharmonicSpectrum',
    doc('Interharmonic groups and centred subgroups 0.5–49.5 of a device: latest 200 ms window and short history'),
    async (req) => {
      const p = prepare(req.query);
      if (typeof p === 'string') return warn(p);
      const ih = rows(p.ring('IHG'), p.from, p.newest, MAX_ORDER);
      const sub = rows(p.ring('IHSG'), p.newest, p.newest, MAX_ORDER)[0];
      const last = ih[ih.length - 1];
      const tihd = (row: Float32Array, fundamental: number) => r4((100 * rss(row)) / fundamental);
      return ok({
        ...p.head,
        tihd: tihd(last, p.last[0]),
        orders: Array.from({ length: MAX_ORDER }, (_, i) => i + 0.5),
        groups: relative(last, p.last[0]),
        subgroups: relative(sub, p.last[0]),
        history: {
          basetime: seconds6(p.from / WINDOW_RATE),
          interval: 1 / WINDOW_RATE,
          tihd: ih.map((r, i) => tihd(r, p.groups[i][0])),
          groups: ih.map((r, i) => relative(r, p.groups[i][0])),
        },
      });
    },
  );
}
