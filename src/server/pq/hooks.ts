import type { EntityHooks, Row } from '../crud/hooks.js';
import { HttpError } from '../http/errors.js';
import { RULES_TOPIC, RULES_TABLE } from './rules.js';

const refuse = (field: string, message: string) => new HttpError(400, message, { errors: [{ field, message }] });

/** Limit ranges per kind: voltage in % of Udin, frequency in Hz from nominal. */
const RANGES: Record<string, [number, number, string]> = {
  voltage_sag: [1, 99, '%'],
  voltage_interruption: [0.1, 50, '%'],
  voltage_swell: [101, 200, '%'],
  rvc: [0.1, 20, '%'],
  freq_excursion: [0.001, 5, 'Hz'],
};

const list = (v: unknown) =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Alarm rules: the limit must suit the kind (a dip limit below 100 %, a swell one above), the
 * hysteresis must leave a band (a swell limit minus it above 100 %, a frequency limit minus it
 * above 0), the device and the users named must exist. Any change reloads every process's rules.
 */
export const alarmRuleHooks: EntityHooks = {
  async beforeWrite(w, row: Row, op, id) {
    const old = op === 'edit' ? await w.trx.selectFrom(RULES_TABLE).selectAll().where('id', '=', id).executeTakeFirst() : undefined;
    const v = (k: string) => (k in row ? row[k] : old?.[k]) ?? null;
    const kind = String(v('kind') ?? '');
    const range = RANGES[kind];
    if (!range) throw refuse('kind', `kind 只能是 ${Object.keys(RANGES).join('、')}`);
    const limit = Number(v('limit_value'));
    const hyst = Number(v('hysteresis') ?? 0);
    if (!(limit >= range[0] && limit <= range[1])) throw refuse('limitValue', `该事件类型的限值应在 ${range[0]} 到 ${range[1]} ${range[2]} 之间`);
    if (kind === 'voltage_swell' && limit - hyst <= 100) throw refuse('hysteresis', '暂升限值减去滞环须高于 100 %');
    if ((kind === 'freq_excursion' || kind === 'rvc') && hyst >= limit) throw refuse('hysteresis', '滞环须小于限值');
    if ((kind === 'voltage_sag' || kind === 'voltage_interruption') && limit + hyst >= 100) throw refuse('hysteresis', '限值加滞环须低于 100 %');
    const equipId = v('equip_id');
    if (equipId) {
      const d = await w.trx.selectFrom('isps_device').select('id').where('equip_id', '=', String(equipId)).executeTakeFirst();
      if (!d) throw refuse('equipId', `装置「${String(equipId)}」不存在`);
    }
    const users = list(v('notify_users'));
    if (users.length) {
      const found = await w.trx.selectFrom('sys_user').select('username').where('username', 'in', users).where('del_flag', '=', 0).execute();
      const missing = users.filter((u) => !found.some((f) => f.username === u));
      if (missing.length) throw refuse('notifyUsers', `用户「${missing.join('、')}」不存在`);
    }
  },
  changed: (ctx) => ctx.bus.publish(RULES_TOPIC),
};
