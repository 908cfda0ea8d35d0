import { newId } from '#shared/ids.js';
import { nowText } from '../crud/records.js';
import type { DB } from '../db/types.js';
import type { Ctx } from '../http/types.js';
import { PROFILES } from '../realtime/devices/profiles.js';
import { ensurePointsOf } from '../realtime/devices/points.js';
import { DEMO_DEVICES } from './devices.js';
import { grant, insertMenu } from './menus.js';
import { PROVINCES } from '#shared/provinces.js';
import { once } from './steps.js';
import { appendDictItems, insertDictionaries } from './dictionaries.js';

const audit = () => ({ create_by: 'system', create_time: nowText() });

/** Measurement types beyond the base seed's fq and UAA: [value, zh, en] */
const MORE_MEAS_TYPES: [string, string, string][] = [
  ['THD', '电压总谐波畸变率', 'Voltage THD'],
  ['HG', '谐波群', 'Harmonic groups'],
  ['HSG', '谐波子群', 'Harmonic subgroups'],
  ['IHG', '间谐波群', 'Interharmonic groups'],
  ['IHSG', '间谐波中心子群', 'Interharmonic centred subgroups'],
  ['WAV', '采样波形', 'Sampled waveform'],
];

const DEVICE_STATUS: [string, string, string][] = [
  ['1', '运行', 'Running'],
  ['2', '检修', 'Maintenance'],
  ['0', '停运', 'Out of service'],
];

/** The device menu (schema pages hang under /idevice), device_status and the harmonic measurement types. */
export async function seedRealtimeBase(db: DB): Promise<void> {
  await once(db, 'realtime-v1', async (trx) => {
    const menu = await insertMenu(
      trx,
      {
        name: '设备管理',
        url: '/idevice',
        component: 'layouts/RouteView',
        icon: 'cluster',
        sortNo: 5,
        menuType: 0,
        redirect: '/idevice/device',
      },
      null,
    );
    await grant(trx, 'admin', [menu]);
    await grant(trx, 'operator', [menu]);
    await insertDictionaries(trx, [['device_status', '装置状态', 'Device status', DEVICE_STATUS]]);
    await appendDictItems(trx, 'meas_type', MORE_MEAS_TYPES, 3);
  });
}

const PHASOR_MEAS_TYPES: [string, string, string][] = [
  ['UPM', '电压相量幅值', 'Voltage phasor magnitude'],
  ['IPM', '电流相量幅值', 'Current phasor magnitude'],
  ['PHA', '相量相角', 'Phasor angle'],
];

const C37_TRANSPORT: [string, string, string][] = [
  ['tcp', 'TCP 客户端（主站连接装置）', 'TCP client (ISPS connects)'],
  ['tcp-server', 'TCP 服务端（装置连入）', 'TCP server (device connects in)'],
  ['udp', 'UDP 自发上送', 'UDP (spontaneous)'],
];

/** How a real device streams IEEE C37.118.2 (empty: the simulator feeds it), and the phasor measurement types. */
export async function seedC37Transport(db: DB): Promise<void> {
  await once(db, 'realtime-c37-transport-v1', async (trx) => {
    await insertDictionaries(trx, [['c37_transport', 'C37.118 接入方式', 'C37.118 transport', C37_TRANSPORT]]);
  });
  // provinces as a dictionary: lists, cards and exports show them in the reader's language
  await once(db, 'realtime-province-dict-v1', async (trx) => {
    await insertDictionaries(trx, [['province', '省份', 'Province', PROVINCES.map(([zh, en]) => [zh, zh, en])]]);
  });
  // the phasor points a real device's CFG creates
  await once(db, 'realtime-meas-phasor-v1', async (trx) => {
    await appendDictItems(trx, 'meas_type', PHASOR_MEAS_TYPES, 9);
  });
}

/** The demo devices and their measurement points, when the device schemas are installed. */
export async function seedDemoDevices(ctx: Ctx): Promise<void> {
  if (!ctx.registry.get('isps_device') || !ctx.registry.get('isps_meas_point')) return;
  await once(ctx.db, 'realtime-demo-devices-v1', async (trx) => {
    const rows = DEMO_DEVICES.map(([equipId, type, zh, en, province, lat, lng]) => {
      const p = PROFILES[type];
      return {
        id: newId(),
        equip_id: equipId,
        equip_type: type,
        name_zh: zh,
        name_en: en,
        province,
        lat,
        lng,
        status: 1,
        rated_kv: p.ratedKv,
        report_rate: p.reportRate,
        sample_rate: p.sampleRate,
        ...audit(),
      };
    });
    await trx.insertInto('isps_device').values(rows).execute();
    await ensurePointsOf(
      trx,
      rows.map((r) => r.id),
      'system',
    );
  });
}
