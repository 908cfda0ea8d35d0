import type { EntityHooks } from '../../crud/hooks.js';
import { HttpError } from '../../http/errors.js';
import { PROFILES, isEquipType } from './profiles.js';
import { ensurePoints } from './points.js';
import { isPhasorMeas, type MeasType } from './types.js';

/** Bus topic: devices or points changed; every process reloads its directory and wrdb records. */
export const DEVICES_TOPIC = 'realtime:devices';

const refuse = (field: string, message: string) => new HttpError(400, message, { errors: [{ field, message }] });

/**
 * Devices: a new device (or one whose type changed) gets the points of its type; a deleted one
 * loses its points. Only w.trx is used (PGlite has one connection, held by the write).
 */
export const deviceHooks: EntityHooks = {
  /** A real device needs an IDCODE; ISPS connecting out needs host and port; listeners route by IDCODE, so it is unique per transport. */
  async beforeWrite(w, row, op, id) {
    const old =
      op === 'edit' ? await w.trx.selectFrom('isps_device').select(['transport', 'host', 'port', 'idcode']).where('id', '=', id).executeTakeFirst() : undefined;
    const v = (k: 'transport' | 'host' | 'port' | 'idcode') => (k in row ? row[k] : old?.[k]) ?? null;
    const transport = v('transport');
    if (transport === null || transport === '') return;
    if (v('idcode') === null) throw refuse('idcode', 'C37.118 装置需要 IDCODE');
    if (transport === 'tcp' && !v('host')) throw refuse('host', 'TCP 客户端方式需要装置地址');
    if (transport === 'tcp' && v('port') === null) throw refuse('port', 'TCP 客户端方式需要端口');
    if (transport === 'tcp') return;
    const twin = await w.trx
      .selectFrom('isps_device')
      .select('equip_id')
      .where('transport', '=', transport)
      .where('idcode', '=', Number(v('idcode')))
      .where('id', '<>', id ?? '')
      .executeTakeFirst();
    if (twin) throw refuse('idcode', `IDCODE ${v('idcode')} 已由装置 ${twin.equip_id} 以同一方式使用`);
  },
  async afterWrite(w, id) {
    await ensurePoints(w.trx, id, w.user.username);
  },
  async afterDelete(w, ids) {
    await w.trx.deleteFrom('isps_meas_point').where('device_id', 'in', ids).execute();
  },
  changed: (ctx) => ctx.bus.publish(DEVICES_TOPIC),
};

/**
 * Points: one per device and measurement, and only measurements the device type produces;
 * phasor points (UPM / IPM / PHA, any device type) one per device, measurement and channel.
 */
export const measPointHooks: EntityHooks = {
  async beforeWrite(w, row, op, id) {
    const old =
      op === 'edit'
        ? await w.trx.selectFrom('isps_meas_point').select(['device_id', 'meas_type', 'channel']).where('id', '=', id).executeTakeFirst()
        : undefined;
    const deviceId = String(row.device_id ?? old?.device_id ?? '');
    const measType = String(row.meas_type ?? old?.meas_type ?? '') as MeasType;
    const channel = 'channel' in row ? row.channel : old?.channel;
    const d = await w.trx.selectFrom('isps_device').select('equip_type').where('id', '=', deviceId).executeTakeFirst();
    if (!d || !isEquipType(d.equip_type)) throw refuse('deviceId', `装置「${deviceId}」不存在`);
    const phasor = isPhasorMeas(measType);
    if (!phasor && !PROFILES[d.equip_type].measTypes.includes(measType)) throw refuse('measType', `${d.equip_type} 装置不产生量测类型 ${measType}`);
    if (phasor && (channel === null || channel === undefined)) throw refuse('channel', `相量量测 ${measType} 需要相量通道`);
    if (!phasor && channel !== null && channel !== undefined) throw refuse('channel', `量测类型 ${measType} 没有相量通道`);
    let q = w.trx.selectFrom('isps_meas_point').select('id').where('device_id', '=', deviceId).where('meas_type', '=', measType).where('id', '<>', id);
    if (phasor) q = q.where('channel', '=', Number(channel));
    if (await q.executeTakeFirst())
      throw refuse(phasor ? 'channel' : 'measType', phasor ? `该装置已有通道 ${channel} 的 ${measType} 量测点` : `该装置已有 ${measType} 量测点`);
  },
  changed: (ctx) => ctx.bus.publish(DEVICES_TOPIC),
};
