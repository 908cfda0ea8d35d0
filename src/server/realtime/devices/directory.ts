import type { DB } from '../../db/types.js';
import type { Registry } from '../../schema/registry.js';
import type { RecordSpec } from '../wrdb/types.js';
import { MEAS, PROFILES, isEquipType, rateOf } from './profiles.js';
import { MEAS_TYPES, TRANSPORTS, isPhasorMeas, type Device, type DeviceEntry, type MeasType, type Point } from './types.js';

export interface PointRef {
  entry: DeviceEntry;
  point: Point;
}

/** Devices and their measurement points, in memory: the portal reads never touch the database. */
export class DeviceDirectory {
  readonly byEquipId = new Map<string, DeviceEntry>();
  readonly byPointId = new Map<string, PointRef>();
  readonly byRecordId = new Map<number, PointRef>();

  constructor(readonly entries: DeviceEntry[]) {
    for (const entry of entries) {
      this.byEquipId.set(entry.device.equipId, entry);
      for (const point of [...Object.values(entry.points), ...(entry.channels ?? [])]) {
        this.byPointId.set(point.pointId, { entry, point });
        this.byRecordId.set(point.recordId, { entry, point });
      }
    }
  }

  /** One wrdb record per point, keeping `seconds` at the point's rate. */
  records(seconds: number): RecordSpec[] {
    return [...this.byRecordId.values()].map(({ entry, point }) => ({
      recordId: point.recordId,
      rate: rateOf(point.measType, entry.device),
      width: MEAS[point.measType].width,
      decimals: MEAS[point.measType].decimals,
      seconds,
    }));
  }
}

const num = (v: unknown, def: number) => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? def : Number(v));

/**
 * Reads isps_device and isps_meas_point (when those schema files are installed). Points of a
 * measurement the device type does not produce are left out, so they never show empty records.
 */
export async function loadDirectory(db: DB, registry: Registry): Promise<DeviceDirectory> {
  if (!registry.get('isps_device') || !registry.get('isps_meas_point')) return new DeviceDirectory([]);
  const rows = await db
    .selectFrom('isps_device')
    .select([
      'id',
      'equip_id',
      'equip_type',
      'name_zh',
      'name_en',
      'province',
      'lat',
      'lng',
      'status',
      'rated_kv',
      'report_rate',
      'sample_rate',
      'transport',
      'host',
      'port',
      'idcode',
    ])
    .orderBy('equip_id')
    .execute();
  const points = await db
    .selectFrom('isps_meas_point')
    .select(['device_id', 'meas_type', 'point_id', 'record_id', 'channel', 'channel_name'])
    .orderBy('channel')
    .execute();
  const entries = new Map<string, DeviceEntry>();
  for (const r of rows) {
    if (!isEquipType(r.equip_type) || !r.equip_id) continue;
    const p = PROFILES[r.equip_type];
    const device: Device = {
      id: r.id,
      equipId: r.equip_id,
      equipType: r.equip_type,
      nameZh: r.name_zh ?? '',
      nameEn: r.name_en ?? '',
      province: r.province ?? '',
      lat: num(r.lat, 0),
      lng: num(r.lng, 0),
      status: num(r.status, 1),
      ratedKv: num(r.rated_kv, p.ratedKv),
      reportRate: num(r.report_rate, p.reportRate),
      sampleRate: num(r.sample_rate, p.sampleRate),
    };
    if (TRANSPORTS.includes(r.transport)) device.link = { transport: r.transport, host: r.host ?? '', port: num(r.port, 0), idcode: num(r.idcode, 0) };
    entries.set(r.id, { device, points: {} });
  }
  for (const r of points) {
    const entry = entries.get(r.device_id);
    const measType = r.meas_type as MeasType;
    if (!entry || !r.point_id || !Number.isSafeInteger(Number(r.record_id))) continue;
    const point: Point = { deviceId: r.device_id, measType, pointId: r.point_id, recordId: Number(r.record_id) };
    // phasor points follow the device's CFG, whatever its type
    if (isPhasorMeas(measType) && Number(r.channel) >= 1) {
      (entry.channels ??= []).push({ ...point, channel: Number(r.channel), channelName: r.channel_name ?? '' });
      continue;
    }
    if (!MEAS_TYPES.includes(measType) || isPhasorMeas(measType) || !PROFILES[entry.device.equipType].measTypes.includes(measType)) continue;
    entry.points[measType] = point;
  }
  return new DeviceDirectory([...entries.values()]);
}
