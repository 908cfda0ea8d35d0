import type { FastifyInstance } from 'fastify';
import { ok, warn } from '#shared/contract/envelope.js';
import { MEAS } from '../devices/profiles.js';
import { EQUIP_TYPES, MEAS_TYPES, type DeviceEntry, type MeasType } from '../devices/types.js';
import type { RealtimePlane } from '../plane.js';
import { jsonValues } from '../wrdb/window.js';
import { LIMITS } from './limits.js';
import { idList, param, seconds6 } from './params.js';
import { deviceView, mapInfos } from './views.js';
import { answerOf } from '#shared/contract/answer.js';
import { equipList, realValueList } from '#shared/contract/portal.js';

const PUBLIC = { config: { public: true } } as const;
const equips = answerOf(equipList);
const latest = answerOf(realValueList);
const doc = (summary: string, response: typeof equips | typeof latest) => ({ ...PUBLIC, schema: { tags: ['Realtime'], summary, response } });

/** Measurement types from PointType (any case); unknown ones are listed back. */
function measTypes(q: unknown): { types?: MeasType[]; unknown: string[] } {
  const raw = idList(q, 'PointType', MEAS_TYPES.length * 2);
  if (!raw) return { unknown: [] };
  const types = raw.map((r) => MEAS_TYPES.find((m) => m.toLowerCase() === r.toLowerCase()));
  return { types: types.filter((t): t is MeasType => !!t), unknown: raw.filter((_, i) => !types[i]) };
}

/** Devices by id (in the order asked), or all; `missing` lists ids no device has. */
function pick(plane: RealtimePlane, ids: string[] | undefined) {
  if (!ids) return { found: plane.directory.entries, missing: [] as string[] };
  const found: DeviceEntry[] = [];
  const missing: string[] = [];
  for (const id of ids) {
    const e = plane.directory.byEquipId.get(id);
    if (e) found.push(e);
    else missing.push(id);
  }
  return { found, missing };
}

const partial = (missing: string[], what: string) => (missing.length ? `以下${what}不存在：${missing.join(',')}` : '操作成功！');

/** The portal reads (public): device list with point ids, latest values, record ids. */
export function portalRoutes(app: FastifyInstance, plane: RealtimePlane) {
  app.get(
    '/api/portal/queryData_EquipsMeasID',
    doc('Devices with their point and record ids (equipIds=a,b&PointType=fq; all devices without equipIds)', equips),
    async (req) => {
      const ids = idList(req.query, 'equipIds', LIMITS.ids);
      const { types, unknown } = measTypes(req.query);
      if (unknown.length) return warn(`不支持的量测类型：${unknown.join(',')}（可用：${MEAS_TYPES.join(',')}）`);
      const { found, missing } = pick(plane, ids);
      if (ids && !found.length) return warn(`装置不存在：${missing.join(',')}`);
      return ok(
        found.map((e) => ({ ...deviceView(e), equipMapInfos: mapInfos(e, types) })),
        partial(missing, '装置'),
      );
    },
  );

  app.get('/api/portal/queryData_MeasRealValues', doc('Latest value of each point (pointIds=a,b)', latest), async (req) => {
    const ids = idList(req.query, 'pointIds', LIMITS.ids, true)!;
    const values = [];
    const missing: string[] = [];
    for (const id of ids) {
      const ref = plane.directory.byPointId.get(id);
      const ring = ref && plane.wrdb.get(ref.point.recordId);
      if (!ref || !ring) {
        missing.push(id);
        continue;
      }
      const last = ring.last();
      const m = MEAS[ref.point.measType];
      const value = last ? jsonValues(last, m.width, m.decimals)[0] : null;
      values.push({ pointid: id, value, timestamp: last ? seconds6(last.start / ring.rate) : 0, unit: m.unit });
    }
    if (!values.length) return warn(`测点不存在：${missing.join(',')}`);
    return ok(values, partial(missing, '测点'));
  });

  app.get('/api/portal/queryData_BaseRecordIDs', doc('Every point and record id of devices (equipIDs=a,b&equipType=SMD-R)', equips), async (req) => {
    const ids = idList(req.query, 'equipIDs', LIMITS.ids);
    const type = param(req.query, 'equipType');
    if (type !== undefined && !EQUIP_TYPES.includes(type as never)) return warn(`不支持的装置类型：${type.slice(0, 32)}（可用：${EQUIP_TYPES.join(',')}）`);
    const { found, missing } = pick(plane, ids);
    const rows = found.filter((e) => !type || e.device.equipType === type);
    if (ids && !found.length) return warn(`装置不存在：${missing.join(',')}`);
    return ok(
      rows.map((e) => ({ ...deviceView(e), equipMapInfos: mapInfos(e) })),
      partial(missing, '装置'),
    );
  });
}
